import type { FastifyInstance } from 'fastify'
import { isMembershipEnabled } from '../config/isMembershipEnabled'
import type { Database } from '../db'
import { creditRebate } from '../flows/creditRebate'
import { sweepFinalActivations } from '../flows/rewardFinalActivations'
import { recheckDeposits, rescanDeposits, scanDeposits } from '../flows/watchDeposits'
import { oldestUnsettledCredit, settlePendingTopups } from '../ledger'
import { sweepStalePartials } from '../modules/exceptions'
import { createPaymentCheckBackoff, processOpenPayments } from '../modules/payments'
import {
  advanceRecheckFrom,
  followHeads,
  type HeadFollower,
  MAX_LOG_SPAN,
  noteUnconfirmedDeposits,
  readRecheckFrom,
  recordPassFailed,
  recordPassOk,
  watcherRpc,
} from '../modules/watcher'
import { createJobRunner, type JobRunner, type SingletonJob } from '../runtime/jobs/createJobRunner'
import type { PaymentsContext } from '../runtime/paymentsContext'
import { paymentsContextOf } from '../runtime/paymentsContextOf'

/** Settlement sweep interval (moves final credits into balances). */
const SETTLE_INTERVAL_MS = 5_000
/** How often settlement also looks for orders paid below the minimum for too long. */
const STALE_SWEEP_INTERVAL_MS = 60_000
/** With a newHeads subscription, the timer is only a safety net: it runs this many poll intervals apart. */
const SUBSCRIBED_POLL_FACTOR = 4

export type PaymentsRuntime = {
  /** The app's payments context (tests inject faults through it). */
  ctx: PaymentsContext
  jobs: JobRunner
  /** Runs one watcher round on every chain and one settlement sweep now (what the timers do). */
  tick(): Promise<void>
}

const runtimes = new WeakMap<Database, PaymentsRuntime>()

const paymentChecksJob = (chainId: number) => `payment-checks:${chainId}`

/** The payments runtime of an app (tests drive the watcher with `tick()` and inject faults through `ctx`). */
export function paymentsRuntimeOf(app: Pick<FastifyInstance, 'database'>): PaymentsRuntime {
  const runtime = runtimes.get(app.database)
  if (!runtime) throw new Error('no deposit jobs on this app (they run in ROLE worker or all)')
  return runtime
}

/**
 * The deposit pipeline's flow (payments, watcher, settlement, exceptions): builds the payments context and its
 * singleton jobs: per chain, `watcher:<chainId>` (scan confirmed
 * transfers from the cursor, re-check the credits that are not final yet, note transfers not confirmed yet,
 * apply operators' rescans; run on every new head where the chain's RPC offers a WebSocket subscription, else
 * polled at the chain's interval) and `payment-checks:<chainId>` (the open payments' checks, beside the scan,
 * after each pass), and `settlement` (final credits -> balance, SETTLEMENT_DELAY after the
 * credit in the sandbox; stale partial payments -> exceptions). Started on ready in the `all` and `worker`
 * roles, stopped (locks released) on close.
 */
export function createDepositPipeline(app: FastifyInstance): PaymentsRuntime {
  const ctx = paymentsContextOf(app)
  const spans = new Map<number, bigint>()
  const jobs: SingletonJob[] = app.chains.list.map(({ runtime, client }) => ({
    name: `watcher:${runtime.id}`,
    intervalMs: runtime.wsRpcUrl ? runtime.pollIntervalMs * SUBSCRIBED_POLL_FACTOR : runtime.pollIntervalMs,
    run: async (signal) => {
      const rpc = watcherRpc({ signal })
      const scanned = await scanDeposits({
        ctx,
        chain: runtime,
        client,
        startAt: app.config.mode === 'sandbox' ? 'genesis' : 'head',
        span: spans.get(runtime.id) ?? MAX_LOG_SPAN,
        signal,
      })
      spans.set(runtime.id, scanned.span)
      // A reorg deeper than finality (found by this pass or an earlier one that failed before its recheck).
      const deepFrom = await readRecheckFrom(ctx.db, runtime.id)
      const recheck = await recheckDeposits({
        ctx,
        chain: runtime,
        client,
        rpc,
        head: scanned.head,
        deepFrom,
      })
      if (deepFrom !== null && recheck.deepNext !== undefined) {
        await advanceRecheckFrom(ctx.db, runtime.id, deepFrom, recheck.deepNext)
      }
      // The orders whose activating money is final now (this pass or an earlier one that failed first) reward
      // their inviters, each card under its lock, exactly once.
      const referrals = await sweepFinalActivations(ctx.db, ctx.now())
      // Transfers not confirmed yet get their payment row, so the check below follows them live. Only
      // an early notice (the confirmed scan credits them anyway): a failure here never fails the pass.
      await noteUnconfirmedDeposits({
        ctx,
        chain: runtime,
        client,
        rpc,
        head: scanned.head,
        scannedTo: scanned.toBlock,
        passedTo: scanned.fromBlock + scanned.scanned - 1n,
      }).catch((error: unknown) => {
        if (signal.aborted) throw error
        app.log.warn({ err: error, chainId: runtime.id }, 'unconfirmed deposits not noted; next pass')
      })
      const rescans = await rescanDeposits({ ctx, chain: runtime, client, rpc })
      await recordPassOk(ctx.db, runtime.id, scanned.head, ctx.now())
      // The open payments' checks, beside the next pass: a new head may have confirmed some.
      runner.trigger(paymentChecksJob(runtime.id))
      const series = app.metrics.moneyPath
      const chainId = String(runtime.id)
      series.watcherHeadLagBlocks.set({ chain_id: chainId }, Number(scanned.head - scanned.toBlock))
      series.credits.inc({ chain_id: chainId }, scanned.credited)
      if (scanned.held > 0)
        series.exceptions.inc({ chain_id: chainId, reason: 'card_inactive' }, scanned.held)
      if (scanned.exceptions > scanned.held) {
        series.exceptions.inc(
          { chain_id: chainId, reason: 'unsupported_token' },
          scanned.exceptions - scanned.held,
        )
      }
      if (recheck.shortfalls > 0)
        series.exceptions.inc({ chain_id: chainId, reason: 'reorg_shortfall' }, recheck.shortfalls)
      const pastFinality = (scanned.pastFinality === null ? 0 : 1) + recheck.pastFinality
      if (pastFinality > 0) {
        series.reorgsPastFinality.inc({ chain_id: chainId }, pastFinality)
        app.log.error(
          {
            chainId: runtime.id,
            blocks: pastFinality,
            ...(scanned.pastFinality === null ? {} : { cursorBlock: String(scanned.pastFinality) }),
            forkFrom: scanned.rewoundTo === null ? null : String(scanned.rewoundTo),
            shortfalls: recheck.shortfalls,
          },
          'REORG PAST FINALITY: finalized blocks were replaced (read twice); credits re-checked, settled money gone is a reorg_shortfall',
        )
      }
      const staleReads = scanned.staleForkReads + recheck.staleForkReads
      if (staleReads > 0) {
        series.staleForkReads.inc({ chain_id: chainId }, staleReads)
        app.log.warn(
          { chainId: runtime.id, blocks: staleReads },
          'the node answered another hash for a finalized block once, then ours: a stale node, ignored',
        )
      }
      series.reversals.inc({ chain_id: chainId }, recheck.reversed + recheck.shortfalls)
      if (
        scanned.credited + scanned.exceptions + recheck.reversed + recheck.shortfalls + referrals + rescans >
          0 ||
        scanned.rewound ||
        scanned.chainMoved !== null ||
        scanned.overtaken
      ) {
        app.log.info(
          {
            chainId: runtime.id,
            from: String(scanned.fromBlock),
            to: String(scanned.toBlock),
            credited: scanned.credited,
            held: scanned.exceptions,
            rewound: scanned.rewound,
            ...(scanned.chainMoved === null ? {} : { chainMovedAt: String(scanned.chainMoved) }),
            ...(scanned.overtaken ? { overtaken: true } : {}),
            ...(scanned.rewoundTo === null
              ? {}
              : { forkFrom: String(scanned.rewoundTo), forkCompared: scanned.forkCompared }),
            moved: recheck.moved,
            reversed: recheck.reversed,
            shortfalls: recheck.shortfalls,
            referrals,
            rescans,
          },
          'watcher pass',
        )
      }
    },
    onFailure: (error) => recordPassFailed(ctx.db, runtime.id, error, ctx.now()),
  }))
  // Beside each chain's scan, never inside it: the checks of its open payments (reported by their owners, sent
  // back to waiting by a reorg), so however many there are (a report costs its owner nothing) the confirmed scan
  // and its batched credits never wait for them. A job of its own name (its own lock), run after every watcher
  // pass (a new head may have confirmed some) and on the chain's poll interval; each round checks up to 200 of
  // the payments that are due, 8 at once, every RPC call through the watcher's rate-limit back-off, and a payment
  // whose check failed waits before its next (paymentCheckBackoff).
  for (const { runtime } of app.chains.list) {
    const backoff = createPaymentCheckBackoff()
    jobs.push({
      name: paymentChecksJob(runtime.id),
      intervalMs: runtime.pollIntervalMs,
      run: async (signal) => {
        const verified = await processOpenPayments(ctx, runtime.id, {
          rpc: watcherRpc({ signal }),
          backoff,
          onError: (error, paymentId) =>
            app.log.warn(
              { err: error, paymentId, chainId: runtime.id },
              'payment verification failed; retrying after a wait',
            ),
        })
        if (verified.credited > 0)
          app.metrics.moneyPath.credits.inc({ chain_id: String(runtime.id) }, verified.credited)
      },
    })
  }
  let lastStaleSweep = 0
  jobs.push({
    name: 'settlement',
    intervalMs: SETTLE_INTERVAL_MS,
    run: async () => {
      const now = app.clock.now()
      await settlePendingTopups(app.db, {
        now,
        delayMs: app.config.sandbox?.settlementDelayMs ?? 0,
        onPartSettled: isMembershipEnabled(app.config) ? creditRebate : undefined,
      })
      const oldest = await oldestUnsettledCredit(app.db)
      app.metrics.moneyPath.settlementQueueAge.set(
        oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
      )
      if (Date.now() - lastStaleSweep >= STALE_SWEEP_INTERVAL_MS) {
        lastStaleSweep = Date.now()
        const stale = await sweepStalePartials(app.db, app.chains, now)
        if (stale > 0) app.log.warn({ stale }, 'orders paid below the minimum for a day: held for support')
      }
    },
  })
  const runner = createJobRunner(jobs, {
    database: app.database,
    onError: (error, job) => {
      app.metrics.moneyPath.jobFailures.inc({ job })
      app.log.warn({ err: error, job }, 'background job failed; retrying next round')
    },
    onLock: (job, held) => app.log.info({ job }, held ? 'job lock taken' : 'job lock lost'),
  })
  let heads: HeadFollower[] = []
  const runtime: PaymentsRuntime = {
    ctx,
    jobs: {
      ...runner,
      start() {
        runner.start()
        heads = app.chains.list.flatMap(({ runtime: chain }) =>
          chain.wsRpcUrl
            ? [
                followHeads({
                  chain,
                  wsRpcUrl: chain.wsRpcUrl,
                  onHead: () => runner.trigger(`watcher:${chain.id}`),
                  onError: (error) =>
                    app.log.warn(
                      { err: error, chainId: chain.id },
                      'newHeads subscription failed; polling meanwhile',
                    ),
                }),
              ]
            : [],
        )
      },
      async stop() {
        for (const head of heads) head.stop()
        heads = []
        await runner.stop()
      },
    },
    // The watcher passes and the settlement sweep, then the open payments' checks (as a new head triggers them).
    tick: async () => {
      const checks = app.chains.list.map(({ runtime: chain }) => paymentChecksJob(chain.id))
      await runner.runOnce(jobs.map((job) => job.name).filter((name) => !checks.includes(name)))
      await runner.runOnce(checks)
    },
  }
  runtimes.set(app.database, runtime)
  return runtime
}
