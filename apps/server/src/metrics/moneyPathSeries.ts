import type { Counter, Gauge, Histogram } from 'prom-client'
import type { SeriesFactory as MetricsSeriesFactory } from './seriesFactory'

/**
 * The money path's series, declared here so their names are fixed before the code that feeds them exists
 * (watcher, payments, settlement, jobs, issuer). Label values: `chain_id` the decimal chain id, `job` the
 * job's name, `reason` an exception reason of API.md, `outcome` the issuer decision.
 */
export type MoneyPathSeries = {
  /** `chaincard_watcher_head_lag_blocks{chain_id}`: the chain's head block minus the last block scanned. */
  watcherHeadLagBlocks: Gauge<'chain_id'>
  /** `chaincard_payment_credits_total{chain_id}`: transfers credited to a card. */
  credits: Counter<'chain_id'>
  /** `chaincard_payment_exceptions_total{chain_id,reason}`: arrivals recorded as exceptions, not credited. */
  exceptions: Counter<'chain_id' | 'reason'>
  /** `chaincard_payment_reversals_total{chain_id}`: credits reversed because their transfer left the chain. */
  reversals: Counter<'chain_id'>
  /**
   * `chaincard_reorgs_past_finality_total{chain_id}`: blocks at or below the chain's finalized block, or holding
   * credits made final (whatever the head is now), read with another hash than the one kept, twice (a reorg past
   * finality: should never happen; page someone).
   */
  reorgsPastFinality: Counter<'chain_id'>
  /**
   * `chaincard_watcher_stale_fork_reads_total{chain_id}`: such blocks read with another hash once, then with
   * the kept one (a node on a stale minority fork; not taken for a reorg).
   */
  staleForkReads: Counter<'chain_id'>
  /** `chaincard_settlement_queue_age_seconds`: age of the oldest credit not settled yet (0 when none). */
  settlementQueueAge: Gauge<never>
  /** `chaincard_job_failures_total{job}`: background job passes that ended in an error. */
  jobFailures: Counter<'job'>
  /** `chaincard_issuer_decision_duration_seconds{outcome}`: time to answer an issuer authorization request. */
  issuerDecisionDuration: Histogram<'outcome'>
  /**
   * `chaincard_issuer_unhandled_events_total{issuer,type}`: issuer events with money the gateway did not apply
   * (each an `issuer_unhandled` exception), by the issuer's event type.
   */
  issuerUnhandled: Counter<'issuer' | 'type'>
}

type SeriesFactory = MetricsSeriesFactory

export function declareMoneyPathSeries(m: SeriesFactory): MoneyPathSeries {
  return {
    watcherHeadLagBlocks: m.gauge({
      name: 'chaincard_watcher_head_lag_blocks',
      help: "Blocks between the chain's head and the last block the payment watcher has scanned",
      labelNames: ['chain_id'],
    }),
    credits: m.counter({
      name: 'chaincard_payment_credits_total',
      help: 'Transfers credited to a card',
      labelNames: ['chain_id'],
    }),
    exceptions: m.counter({
      name: 'chaincard_payment_exceptions_total',
      help: 'Arrivals recorded as payment exceptions instead of credits, by reason',
      labelNames: ['chain_id', 'reason'],
    }),
    reversals: m.counter({
      name: 'chaincard_payment_reversals_total',
      help: 'Credits reversed because their transfer left the canonical chain',
      labelNames: ['chain_id'],
    }),
    reorgsPastFinality: m.counter({
      name: 'chaincard_reorgs_past_finality_total',
      help: "Blocks at or below the chain's finalized block, or holding final credits, read twice with another hash than the one kept",
      labelNames: ['chain_id'],
    }),
    staleForkReads: m.counter({
      name: 'chaincard_watcher_stale_fork_reads_total',
      help: 'Finalized blocks read once with another hash, then with the kept one (a stale node, ignored)',
      labelNames: ['chain_id'],
    }),
    settlementQueueAge: m.gauge({
      name: 'chaincard_settlement_queue_age_seconds',
      help: 'Age of the oldest credited top-up not settled yet (0 when none waits)',
    }),
    jobFailures: m.counter({
      name: 'chaincard_job_failures_total',
      help: 'Background job passes that ended in an error, by job',
      labelNames: ['job'],
    }),
    issuerDecisionDuration: m.histogram({
      name: 'chaincard_issuer_decision_duration_seconds',
      help: 'Time to answer an issuer authorization request, by outcome',
      labelNames: ['outcome'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
    }),
    issuerUnhandled: m.counter({
      name: 'chaincard_issuer_unhandled_events_total',
      help: 'Issuer events with money that were not applied but raised as issuer_unhandled exceptions, by event type',
      labelNames: ['issuer', 'type'],
    }),
  }
}
