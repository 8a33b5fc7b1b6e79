import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { MetricsNameError } from './MetricsNameError'
import { declareMoneyPathSeries, type MoneyPathSeries } from './moneyPathSeries'
import type { SeriesFactory, SeriesOptions } from './seriesFactory'

/** Series names: `chaincard_` then lower snake case (Prometheus naming), so nothing collides with process_*. */
const seriesName = /^chaincard_[a-z][a-z0-9_]*$/

type HttpLabel = 'method' | 'route' | 'status_code'

/**
 * The server's Prometheus registry (one per app, so several apps in one process do not share series) with
 * typed helpers to add series, the HTTP and database series, and the money-path series whose names are fixed.
 */
export type Metrics = SeriesFactory & {
  registry: Registry
  /** `chaincard_http_request_duration_seconds{method,route,status_code}`; route is the pattern, not the URL. */
  httpRequestDuration: Histogram<HttpLabel>
  moneyPath: MoneyPathSeries
  /** The exposition text, as `GET /metrics` on the metrics port answers it. */
  scrape(): Promise<string>
}

/** Latency buckets (seconds) around the API's budget: most answers take milliseconds, p99 goal 25 ms. */
const httpLatencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export function createMetrics(): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })

  const checkName = (name: string) => {
    if (!seriesName.test(name)) {
      throw new MetricsNameError(`metric "${name}" must be chaincard_ followed by lower snake case`)
    }
    if (registry.getSingleMetric(name)) throw new MetricsNameError(`metric "${name}" is declared twice`)
  }
  const labelsOf = <Label extends string>(o: SeriesOptions<Label>) => [...(o.labelNames ?? [])] as Label[]

  const metrics: Omit<Metrics, 'httpRequestDuration' | 'moneyPath'> = {
    registry,
    counter: (o) => {
      checkName(o.name)
      return new Counter({ name: o.name, help: o.help, labelNames: labelsOf(o), registers: [registry] })
    },
    gauge: (o) => {
      checkName(o.name)
      return new Gauge({
        name: o.name,
        help: o.help,
        labelNames: labelsOf(o),
        registers: [registry],
        ...(o.collect ? { collect: o.collect } : {}),
      })
    },
    histogram: (o) => {
      checkName(o.name)
      return new Histogram({
        name: o.name,
        help: o.help,
        labelNames: labelsOf(o),
        registers: [registry],
        ...(o.buckets ? { buckets: o.buckets } : {}),
      })
    },
    scrape: () => registry.metrics(),
  }
  const httpRequestDuration = metrics.histogram<HttpLabel>({
    name: 'chaincard_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: httpLatencyBuckets,
  })
  return { ...metrics, httpRequestDuration, moneyPath: declareMoneyPathSeries(metrics) }
}
