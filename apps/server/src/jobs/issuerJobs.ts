import type { FastifyInstance } from 'fastify'
import {
  applyStrandedParkedEvents,
  approveProcessingApplications,
  closeSpentCardsAtIssuer,
  declineExpiredChallenges,
  declineInactiveCardChallenges,
  EXPIRED_CHALLENGE_SWEEP_INTERVAL_MS,
  followCardStates,
  INACTIVE_CARD_CHALLENGE_SWEEP_INTERVAL_MS,
  ISSUER_RECONCILE_JOB,
  issuerBooksOf,
  issuerReconcileJob,
  PROVISIONAL_CREDIT_SWEEP_INTERVAL_MS,
  SPENT_CARDS_SWEEP_INTERVAL_MS,
  sweepProvisionalCredits,
  WALLET_TOKEN_SWEEP_INTERVAL_MS,
} from '../modules/issuer'
import { appContext } from '../runtime/appContext'
import { createJobRunner, type JobRunner } from '../runtime/jobs/createJobRunner'

/** How often processing applications are looked for and issued. */
const APPLICATION_SWEEP_INTERVAL_MS = 1_000
/**
 * How often parked issuer events are looked at: applied when their authorization has arrived (a rare race's
 * net), raised when it has not come for too long.
 */
const PARKED_SWEEP_INTERVAL_MS = 10_000

/**
 * The card issuer's jobs, run by a worker (ROLE worker or all), each a singleton across the processes on the
 * database: the application sweep (`applications`: issue the cards of processing applications at the issuer;
 * in sandbox only those older than APPLICATION_DELAY, the sandbox issuer's review time; with Lithic at once),
 * parked events, wallet tokens following their card, open challenges of cards no longer active declined
 * (`inactive-card-challenges`), disputes' provisional credit, with Lithic the daily reconciliation with its books
 * and its settlement reports (`issuer-reconcile`; the operator's routes of the same books are routes/issuerRoutes
 * `issuerAdminRoutes`), and without Lithic the sandbox 3DS codes' expiry.
 */
export function createIssuerJobs(app: FastifyInstance): JobRunner {
  const ctx = appContext(app)
  const sandbox = app.config.sandbox
  const issuer = app.config.issuer
  const { reconcile, settlement } = issuerBooksOf(app)

  const minAgeMs = sandbox?.applicationDelayMs ?? 0
  return createJobRunner(
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
        // Wallet tokens left off their card's lock, unlock or suspension follow it again.
        name: 'wallet-tokens',
        intervalMs: WALLET_TOKEN_SWEEP_INTERVAL_MS,
        run: async () => {
          await followCardStates({ ...ctx, log: app.log })
        },
      },
      {
        // Open 3DS challenges of cards that left `active` outside a lock's own flow (the issuer's pause or close,
        // a negative balance) are declined through the issuer.
        name: 'inactive-card-challenges',
        intervalMs: INACTIVE_CARD_CHALLENGE_SWEEP_INTERVAL_MS,
        run: async () => {
          await declineInactiveCardChallenges({ ...ctx, log: app.log })
        },
      },
      {
        // A spent single-use card closed here is closed at the card issuer too.
        name: 'spent-single-use-cards',
        intervalMs: SPENT_CARDS_SWEEP_INTERVAL_MS,
        run: async () => {
          await closeSpentCardsAtIssuer({ ...ctx, log: app.log })
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
                  : job === 'spent-single-use-cards'
                    ? 'spent single-use cards sweep failed'
                    : job === 'dispute-provisional-credit'
                      ? 'dispute provisional credit sweep failed'
                      : job === 'inactive-card-challenges'
                        ? 'challenges of inactive cards sweep failed'
                        : 'expired challenges sweep failed',
        )
      },
    },
  )
}
