export {
  createMetrics,
  type Metrics,
} from './createMetrics'
export { declareDatabaseSeries } from './databaseSeries'
export { MetricsNameError } from './MetricsNameError'
export type { MoneyPathSeries } from './moneyPathSeries'
export { type MetricsServer, startMetricsServer } from './startMetricsServer'
