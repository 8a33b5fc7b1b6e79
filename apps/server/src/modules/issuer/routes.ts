import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cardsContext, forgetCardsContext } from '../cards/cardsContext'
import { seedRootInvitationCode } from '../invitations/seedRootInvitationCode'
import { approveProcessingApplications } from './approveProcessingApplications'
import { unbindIssuer } from './issuerRegistry'

/** How often the sandbox issuer looks for applications due for approval. */
export const APPLICATION_SWEEP_INTERVAL_MS = 1_000

/**
 * No routes: starts the card issuer with the app. Binds the sandbox issuer (card-data key loaded), seeds the
 * sandbox root invitation code, and sweeps applications every second, approving those older than
 * APPLICATION_DELAY. Stopped on close. Registered before the other cards modules.
 */
export const issuerPlugin: FastifyPluginAsyncZod = async (app) => {
  const ctx = cardsContext(app)
  const sandbox = app.config.sandbox
  if (!sandbox) {
    app.addHook('onClose', async () => {
      unbindIssuer(ctx.db)
      forgetCardsContext(ctx.db)
    })
    return
  }
  await seedRootInvitationCode(ctx.db, sandbox.inviteCode, ctx.clock.now())
  if (app.config.role === 'api') {
    app.addHook('onClose', async () => {
      unbindIssuer(ctx.db)
      forgetCardsContext(ctx.db)
    })
    return
  }

  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = approveProcessingApplications(ctx.db, ctx.clock.now(), { minAgeMs: sandbox.applicationDelayMs })
      .catch((error: unknown) => {
        app.log.warn(
          { err: { name: (error as Error).name, message: (error as Error).message } },
          'application sweep failed',
        )
      })
      .finally(() => {
        running = null
      })
  }, APPLICATION_SWEEP_INTERVAL_MS)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
    unbindIssuer(ctx.db)
    forgetCardsContext(ctx.db)
  })
}
