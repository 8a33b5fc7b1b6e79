export {
  createMetrics,
  type HttpLabel,
  httpLatencyBuckets,
  type Metrics,
  type SeriesOptions,
} from './createMetrics'
export { declareDatabaseSeries } from './databaseSeries'
export { MetricsNameError } from './MetricsNameError'
export type { MoneyPathSeries } from './moneyPathSeries'
export { type MetricsServer, startMetricsServer } from './startMetricsServer'
