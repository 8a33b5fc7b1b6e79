import type { Database } from '../db'
import type { Metrics } from './createMetrics'

/**
 * Database saturation, read at each scrape: for PostgreSQL the pool's open, idle and maximum connections and
 * the queries waiting for one; for PGlite the statements queued to its worker thread.
 */
export function declareDatabaseSeries(metrics: Pick<Metrics, 'gauge'>, database: Database): void {
  metrics.gauge({
    name: 'chaincard_db_pool_connections',
    help: 'PostgreSQL pool connections by state (open, idle, max); PGlite reports none',
    labelNames: ['state'],
    collect() {
      const stats = database.stats()
      if (stats.kind === 'postgres-js') this.set({ state: 'max' }, stats.max)
      if (stats.kind !== 'postgres') return
      this.set({ state: 'open' }, stats.total)
      this.set({ state: 'idle' }, stats.idle)
      this.set({ state: 'max' }, stats.max)
    },
  })
  metrics.gauge({
    name: 'chaincard_db_waiting_queries',
    help: 'Queries waiting for the database: for a connection of the PostgreSQL pool, or in the PGlite worker queue',
    collect() {
      const stats = database.stats()
      if (stats.kind === 'postgres-js') return
      this.set(stats.kind === 'postgres' ? stats.waiting : stats.pending)
    },
  })
}
