import type { Counter, Gauge } from 'prom-client'
import type { Metrics } from '../../../metrics'

/** The reconciliation's series (apps/server/README "Metrics"). */
export type ReconcileSeries = {
  /** `chaincard_issuer_reconciliations_total{issuer,status}`: reconciliation runs of a day, `done` or `failed`. */
  runs: Counter<'issuer' | 'status'>
  /** `chaincard_issuer_reconcile_missed_total{issuer}`: transactions with events the webhooks had not brought. */
  missed: Counter<'issuer'>
  /** `chaincard_issuer_reconcile_mismatches_total{issuer}`: new `issuer_mismatch` exceptions. */
  mismatches: Counter<'issuer'>
  /** `chaincard_issuer_reconcile_last_done_day_seconds{issuer}`: start of the newest day reconciled without error. */
  lastDoneDay: Gauge<'issuer'>
}

const series = new WeakMap<Metrics, ReconcileSeries>()

/** The series on this app's registry (declared on first use). */
export function reconcileSeries(metrics: Metrics): ReconcileSeries {
  let found = series.get(metrics)
  if (!found) {
    found = {
      runs: metrics.counter({
        name: 'chaincard_issuer_reconciliations_total',
        help: "Reconciliations of a day with the issuer's books, by status (done or failed)",
        labelNames: ['issuer', 'status'],
      }),
      missed: metrics.counter({
        name: 'chaincard_issuer_reconcile_missed_total',
        help: 'Issuer transactions with events the webhooks had not brought, applied by reconciliation',
        labelNames: ['issuer'],
      }),
      mismatches: metrics.counter({
        name: 'chaincard_issuer_reconcile_mismatches_total',
        help: "Issuer transactions whose settled or held figure differs from the ledger's (new issuer_mismatch exceptions)",
        labelNames: ['issuer'],
      }),
      lastDoneDay: metrics.gauge({
        name: 'chaincard_issuer_reconcile_last_done_day_seconds',
        help: 'Start (Unix seconds) of the newest UTC day reconciled with the issuer without error',
        labelNames: ['issuer'],
      }),
    }
    series.set(metrics, found)
  }
  return found
}
