import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cardsContext, forgetCardsContext } from '../cards/cardsContext'
import { seedRootInvitationCode } from '../invitations/seedRootInvitationCode'
import { lithicWebhookRoutes } from './adapters/lithic/lithicWebhookRoutes'
import { approveProcessingApplications } from './approveProcessingApplications'
import { unbindIssuer } from './issuerRegistry'

/** How often processing applications are looked for and issued. */
export const APPLICATION_SWEEP_INTERVAL_MS = 1_000

/**
 * Starts the card issuer with the app: binds it (cards context), sweeps applications every second and issues
 * their cards at the issuer (in sandbox only those older than APPLICATION_DELAY, the sandbox issuer's
 * review time; with Lithic at once), and, with Lithic, registers its webhook route. In sandbox mode it also
 * seeds the root invitation code. Stopped on close. Registered before the other cards modules.
 */
export const issuerPlugin: FastifyPluginAsyncZod = async (app) => {
  const ctx = cardsContext(app)
  const sandbox = app.config.sandbox
  if (sandbox) await seedRootInvitationCode(ctx.db, sandbox.inviteCode, ctx.clock.now())
  const issuer = app.config.issuer
  if (issuer?.kind === 'lithic') await app.register(lithicWebhookRoutes(issuer.lithic))

  const minAgeMs = sandbox?.applicationDelayMs ?? 0
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = approveProcessingApplications(ctx.db, ctx.clock.now(), { minAgeMs })
      .catch((error: unknown) => {
        app.log.warn(
          {
            err: {
              name: (error as Error).name,
              message: (error as { shortMessage?: string }).shortMessage ?? (error as Error).message,
            },
          },
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
