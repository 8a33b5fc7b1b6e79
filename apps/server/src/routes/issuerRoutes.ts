import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { programPolicyOf, runsJobs } from '../config'
import { createJobRunner } from '../runtime/jobs/createJobRunner'
import { type AppContext, appContext, forgetAppContext } from '../runtime/appContext'
import { seedRootInvitationCode } from '../modules/invitations/seedRootInvitationCode'
import { createLithicClient } from '../modules/issuer/adapters/lithic/createLithicClient'
import { lithicWebhookRoutes } from './lithicWebhookRoutes'
import { readLithicProgramBalance } from '../modules/issuer/adapters/lithic/readLithicProgramBalance'
import { readLithicSettlement } from '../modules/issuer/adapters/lithic/readLithicSettlement'
import {
  declineExpiredChallenges,
  EXPIRED_CHALLENGE_SWEEP_INTERVAL_MS,
} from '../modules/issuer/adapters/sandbox/declineExpiredChallenges'
import { readSandboxSettlement } from '../modules/issuer/adapters/sandbox/readSandboxSettlement'
import { approveProcessingApplications } from '../modules/issuer/approveProcessingApplications'
import {
  PROVISIONAL_CREDIT_SWEEP_INTERVAL_MS,
  sweepProvisionalCredits,
} from '../modules/issuer/disputes/sweepProvisionalCredits'
import { applyStrandedParkedEvents } from '../modules/issuer/inbound/applyStrandedParkedEvents'
import { unbindIssuer } from '../modules/issuer/issuerRegistry'
import { ISSUER_RECONCILE_JOB, issuerReconcileJob } from '../modules/issuer/reconcile/issuerReconcileJob'
import { reconcileRoutes } from './issuerReconcileRoutes'
import { reconcileSeries } from '../modules/issuer/reconcile/reconcileSeries'
import type { ReconciliationContext } from '../modules/issuer/reconcile/runReconciliation'
import { rulesRoutes } from './issuerRulesRoutes'
import type { SettlementContext } from '../modules/issuer/settlement/settleDay'
import { settlementRoutes } from './issuerSettlementRoutes'
import { followCardStates, WALLET_TOKEN_SWEEP_INTERVAL_MS } from '../modules/issuer/wallets/followCardStates'

/** How often processing applications are looked for and issued. */
const APPLICATION_SWEEP_INTERVAL_MS = 1_000
/**
 * How often parked issuer events are looked at: applied when their authorization has arrived (a rare race's
 * net), raised when it has not come for too long.
 */
const PARKED_SWEEP_INTERVAL_MS = 10_000

/**
 * Starts the card issuer with the app: binds it (cards context) and, with Lithic, registers its webhook
 * route; in sandbox mode it also seeds the root invitation code. The application sweep (issue the cards of
 * processing applications at the issuer: in sandbox only those older than APPLICATION_DELAY, the sandbox
 * issuer's review time; with Lithic at once) is a singleton job (`applications`): it runs once across every
 * process on the database, and not at all in a ROLE=api or ROLE=issuer process; so does, with Lithic, the
 * daily reconciliation with its books and its settlement reports (`issuer-reconcile`, whose operator routes
 * are `issuerAdminRoutes`, in the admin scope; the sandbox issuer's settlement is the operator's, on demand).
 * Stopped on close. Registered before the other cards modules.
 */
export const issuerPlugin: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)
  const sandbox = app.config.sandbox
  if (sandbox) await seedRootInvitationCode(ctx.db, sandbox.inviteCode, ctx.clock.now())
  const issuer = app.config.issuer
  if (issuer?.kind === 'lithic') await app.register(lithicWebhookRoutes(issuer.lithic))
  const { reconcile, settlement } = issuerBooksOf(app)

  const minAgeMs = sandbox?.applicationDelayMs ?? 0
  const sweep = createJobRunner(
    [
      {
        name: 'applications',
        intervalMs: APPLICATION_SWEEP_INTERVAL_MS,
        run: async () => {
          await approveProcessingApplications(ctx.db, ctx.clock.now(), {
            minAgeMs,
            log: app.log,
            requireCardholder: ctx.config.enrollment !== undefined,
          })
        },
      },
      {
        name: 'parked-events',
        intervalMs: PARKED_SWEEP_INTERVAL_MS,
        run: async () => {
          const { applied, raised } = await applyStrandedParkedEvents(ctx.db, ctx.clock.now())
          if (applied > 0) app.log.warn({ applied }, 'parked issuer events applied after their authorization')
          for (const event of raised) {
            app.metrics.moneyPath.issuerUnhandled.inc({ issuer: event.issuer, type: `parked_${event.kind}` })
            app.log.warn(
              { exceptionId: event.exceptionId, kind: event.kind, eventId: event.eventId },
              'issuer event parked without its authorization: raised as an issuer_unhandled exception',
            )
          }
        },
      },
      {
        // Issue 30: wallet tokens left off their card's lock, unlock or suspension follow it again.
        name: 'wallet-tokens',
        intervalMs: WALLET_TOKEN_SWEEP_INTERVAL_MS,
        run: async () => {
          await followCardStates({ ...ctx, log: app.log })
        },
      },
      {
        // Reg E's provisional credit of disputes whose issuer grants none, once 10 business days have passed.
        name: 'dispute-provisional-credit',
        intervalMs: PROVISIONAL_CREDIT_SWEEP_INTERVAL_MS,
        run: async () => {
          const swept = await sweepProvisionalCredits(
            ctx.db,
            app.config.disputeProvisionalCredit ?? 'auto',
            ctx.clock.now(),
          )
          if (swept.credited.length > 0) {
            app.log.info({ disputes: swept.credited.length }, 'dispute provisional credits granted')
          }
          for (const task of swept.raised) {
            app.log.warn(
              { disputeId: task.disputeId, exceptionId: task.exceptionId },
              'dispute provisional credit due: raised for an operator',
            )
          }
        },
      },
      ...(reconcile && issuer?.kind === 'lithic'
        ? [
            issuerReconcileJob(reconcile, {
              subscriptionToken: issuer.lithic.eventSubscriptionToken,
              reconcileDays: issuer.lithic.reconcileDays,
              settlement,
            }),
          ]
        : []),
      // The sandbox issuer's 3DS codes expire unanswered (Lithic says so itself, through its events).
      ...(issuer?.kind === 'lithic'
        ? []
        : [
            {
              name: 'expired-challenges',
              intervalMs: EXPIRED_CHALLENGE_SWEEP_INTERVAL_MS,
              run: async () => {
                await declineExpiredChallenges(ctx.db, ctx.clock.now())
              },
            },
          ]),
    ],
    {
      database: app.database,
      onError: (error, job) => {
        app.metrics.moneyPath.jobFailures.inc({ job })
        app.log.warn(
          {
            err: {
              name: (error as Error).name,
              message: (error as { shortMessage?: string }).shortMessage ?? (error as Error).message,
            },
          },
          job === 'applications'
            ? 'application sweep failed'
            : job === 'parked-events'
              ? 'parked events sweep failed'
              : job === ISSUER_RECONCILE_JOB
                ? 'issuer reconciliation round failed'
                : job === 'wallet-tokens'
                  ? 'wallet tokens sweep failed'
                  : job === 'dispute-provisional-credit'
                    ? 'dispute provisional credit sweep failed'
                    : 'expired challenges sweep failed',
        )
      },
    },
  )
  if (runsJobs(app.config.role)) app.addHook('onReady', async () => sweep.start())
  app.addHook('onClose', async () => {
    await sweep.stop()
    unbindIssuer(ctx.db)
    forgetAppContext(ctx.db)
  })
}

type IssuerBooks = {
  reconcile?: ReconciliationContext | undefined
  settlement?: SettlementContext | undefined
}
/** One per app: the jobs and the operator's routes check the same books through the same client and series. */
const booksOfApp = new WeakMap<AppContext, IssuerBooks>()

/**
 * The issuer's books against the ledger: Lithic's (the daily reconciliation and settlement reports), or the
 * sandbox issuer's own record of its events (its settlement, on demand); none on ROLE=issuer instances.
 */
function issuerBooksOf(app: FastifyInstance): IssuerBooks {
  const ctx = appContext(app)
  const known = booksOfApp.get(ctx)
  if (known) return known
  const issuer = app.config.issuer
  // Lithic's books against the ledger: the daily job and the operator's route (not on ROLE=issuer instances).
  const reconcile: ReconciliationContext | undefined =
    issuer?.kind === 'lithic' && app.config.role !== 'issuer'
      ? {
          db: ctx.db,
          now: () => ctx.clock.now(),
          client: createLithicClient(issuer.lithic),
          series: reconcileSeries(app.metrics),
          moneyPath: app.metrics.moneyPath,
          log: app.log,
        }
      : undefined
  // The day's settlement against the ledger: Lithic's reports, or the sandbox issuer's own record of its events
  // (it has no program balance to tell).
  const settlement: SettlementContext | undefined =
    app.config.role === 'issuer'
      ? undefined
      : reconcile
        ? {
            db: ctx.db,
            now: reconcile.now,
            log: app.log,
            source: 'lithic',
            readReport: (day) => readLithicSettlement(reconcile.client, day),
            readProgramBalance: () => readLithicProgramBalance(reconcile.client, reconcile.now),
          }
        : issuer?.kind === 'lithic'
          ? undefined
          : {
              db: ctx.db,
              now: () => ctx.clock.now(),
              log: app.log,
              source: 'sandbox',
              readReport: (day) => readSandboxSettlement(ctx.db, day),
              readProgramBalance: async () => null,
            }
  const books = { reconcile, settlement }
  booksOfApp.set(ctx, books)
  return books
}

/** The operator's routes of the issuer's books, relative to /api/admin: registered inside the admin scope. */
export const issuerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reconcile, settlement } = issuerBooksOf(app)
  if (reconcile) await app.register(reconcileRoutes(reconcile))
  // The program policy mirrored as Lithic's own rules, on an operator's word (not on ROLE=issuer instances).
  if (app.config.role !== 'issuer') {
    await app.register(
      rulesRoutes({ client: reconcile?.client ?? null, policy: programPolicyOf(app.config) }),
    )
  }
  if (settlement) await app.register(settlementRoutes(settlement))
}
