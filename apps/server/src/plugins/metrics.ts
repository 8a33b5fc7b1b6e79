import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import {
  createMetrics,
  declareDatabaseSeries,
  type Metrics,
  type MetricsServer,
  startMetricsServer,
} from '../metrics'

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry: add series with `app.metrics.counter/gauge/histogram`; money-path series are pre-declared. */
    metrics: Metrics
    /** `http://host:port` of the metrics listener (`/metrics` there), or undefined when it is off. */
    readonly metricsOrigin: string | undefined
  }
}

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * Decorates `app.metrics`, times every answer by route pattern (`/api/card/:id`, never the raw URL; `unmatched`
 * for 404s of unknown paths), publishes process and database series, and serves `/metrics` on METRICS_PORT, a
 * listener of its own started when the app is ready and closed with it. Needs the core plugin.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = createMetrics()
    declareDatabaseSeries(metrics, app.database)
    // Counters per enabled chain start at 0, so rate() and increase() see the first credit.
    for (const chain of app.config.chains) {
      metrics.moneyPath.credits.inc({ chain_id: String(chain.id) }, 0)
      metrics.moneyPath.reversals.inc({ chain_id: String(chain.id) }, 0)
    }
    app.decorate('metrics', metrics)

    app.addHook('onResponse', (request, reply, done) => {
      metrics.httpRequestDuration.observe(
        {
          method: knownMethods.has(request.method) ? request.method : 'OTHER',
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      )
      done()
    })

    let server: MetricsServer | undefined
    app.decorate('metricsOrigin', { getter: () => server?.origin })
    const listener = app.config.metrics
    if (listener) {
      app.addHook('onReady', async () => {
        try {
          server = await startMetricsServer(metrics.registry, listener)
        } catch (error) {
          if (listener.required || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
          app.log.warn(
            `metrics port ${listener.port} is in use: running without /metrics (set METRICS_PORT to another port or off)`,
          )
        }
      })
      app.addHook('onClose', async () => {
        await server?.close()
      })
    }
  },
  { name: 'chaincard-metrics', dependencies: ['chaincard-core'] },
)
