import { DEFAULT_FEE_RATE } from '@chaincard/domain'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db'
import { createJobRunner, type JobRunner, type SingletonJob } from '../../jobs/createJobRunner'
import { getBoundIssuer } from '../issuer/issuerRegistry'
import { isMembershipEnabled } from '../membership/isMembershipEnabled'
import { settlementIssuerFor } from '../settlement/settlementIssuer'
import { settlePendingTopups } from '../settlement/settlePendingTopups'
import { MAX_LOG_SPAN, scanChain } from '../watcher/scanChain'
import { DEFAULT_DROP_AFTER_MS, type PaymentFaults, type PaymentsContext } from './paymentsContext'
import { processOpenPayments } from './processOpenPayments'

/** Watcher tick interval per chain. */
export const WATCH_INTERVAL_MS = 2_000
/** Settlement sweep interval (asks the issuer about waiting loads, records new ones). */
export const SETTLE_INTERVAL_MS = 5_000

export type PaymentsRuntime = {
  ctx: PaymentsContext
  jobs: JobRunner
  /** Runs one watcher round on every chain and one settlement sweep now (what the timers do). */
  tick(): Promise<void>
}

const runtimes = new WeakMap<Database, PaymentsRuntime>()

/** The payments runtime of an app (tests drive the watcher with `tick()` and inject faults through `ctx`). */
export function paymentsRuntimeOf(app: Pick<FastifyInstance, 'database'>): PaymentsRuntime {
  const runtime = runtimes.get(app.database)
  if (!runtime) throw new Error('the payments module is not registered on this app')
  return runtime
}

/**
 * Builds the payments context and its singleton jobs: per chain, `watcher:<chainId>` (scan confirmed
 * Transfer logs from the cursor, then follow open reports), and `settlement` (pending -> balance once the
 * issuer confirms the load: in sandbox the sandbox issuer, asked SETTLEMENT_DELAY after each credit; in
 * production an issuer adapter, asked at once, and no settlement while none is bound). Started on ready,
 * stopped (leases released) on close.
 */
export function createPaymentsRuntime(app: FastifyInstance, faults?: PaymentFaults): PaymentsRuntime {
  const ctx: PaymentsContext = {
    db: app.db,
    chains: app.chains,
    now: () => app.clock.now(),
    feeRate: DEFAULT_FEE_RATE,
    dropAfterMs: DEFAULT_DROP_AFTER_MS,
    faults,
  }
  const spans = new Map<number, bigint>()
  const jobs: SingletonJob[] = app.chains.list.map(({ runtime, client }) => ({
    name: `watcher:${runtime.id}`,
    intervalMs: WATCH_INTERVAL_MS,
    run: async () => {
      const scanned = await scanChain({
        ctx,
        chain: runtime,
        client,
        startAt: app.config.mode === 'sandbox' ? 'genesis' : 'head',
        span: spans.get(runtime.id) ?? MAX_LOG_SPAN,
      })
      spans.set(runtime.id, scanned.span)
      if (scanned.credited > 0 || scanned.rewound) {
        app.log.info(
          {
            chainId: runtime.id,
            from: String(scanned.fromBlock),
            to: String(scanned.toBlock),
            credited: scanned.credited,
            rewound: scanned.rewound,
          },
          'watcher credited transfers',
        )
      }
      await processOpenPayments(ctx, runtime.id, (error, paymentId) =>
        app.log.warn(
          { err: error, paymentId, chainId: runtime.id },
          'payment verification failed; retrying next tick',
        ),
      )
    },
  }))
  let warnedNoIssuer = false
  jobs.push({
    name: 'settlement',
    intervalMs: SETTLE_INTERVAL_MS,
    run: async () => {
      const issuer = settlementIssuerFor(app.config.mode, getBoundIssuer(app.db))
      if (!issuer) {
        if (!warnedNoIssuer) {
          warnedNoIssuer = true
          app.log.warn('no production card issuer adapter is bound: credited top-ups stay pending')
        }
        return
      }
      await settlePendingTopups(app.db, {
        now: app.clock.now(),
        delayMs: app.config.sandbox?.settlementDelayMs ?? 0,
        issuer,
        rebates: isMembershipEnabled(app.config),
      })
    },
  })
  const runner = createJobRunner(jobs, {
    db: app.db,
    now: () => new Date(), // leases use the wall clock: they coordinate real processes
    onError: (error, job) => app.log.warn({ err: error, job }, 'background job failed; retrying next round'),
  })
  const runtime: PaymentsRuntime = { ctx, jobs: runner, tick: () => runner.runOnce() }
  runtimes.set(app.database, runtime)
  return runtime
}
