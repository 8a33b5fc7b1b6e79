import type { FastifyInstance } from 'fastify'

export type ShutdownOnSignalsParameters = {
  app: FastifyInstance
  /** How long in-flight requests may take once a signal came; their connections are closed after it. */
  graceMs?: number
  /** How long the rest of closing (jobs, locks, database) may take after the grace period. */
  closeMs?: number
  exit?: (code: number) => void
}

/**
 * Graceful shutdown on SIGTERM or SIGINT: the listener stops accepting at once, requests in flight finish
 * (at most `graceMs`; connections still busy then are closed), then the app's onClose hooks stop the
 * background jobs at a safe point, release their locks and close the database, and the process exits 0.
 * A second signal exits at once (1); a close that hangs past `graceMs + closeMs` exits 1.
 */
export function shutdownOnSignals({
  app,
  graceMs = 10_000,
  closeMs = 10_000,
  exit = (code) => process.exit(code),
}: ShutdownOnSignalsParameters): void {
  let closing = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now')
      exit(1)
      return
    }
    closing = true
    const started = Date.now()
    app.log.info({ signal }, `shutting down: finishing requests in flight (up to ${graceMs / 1000} s)`)
    const grace = setTimeout(() => {
      app.log.warn(`requests still in flight after ${graceMs / 1000} s: closing their connections`)
      app.server.closeAllConnections()
    }, graceMs)
    grace.unref()
    const hang = setTimeout(() => {
      app.log.error(`shutdown did not finish within ${(graceMs + closeMs) / 1000} s; exiting`)
      exit(1)
    }, graceMs + closeMs)
    hang.unref()
    app.close().then(
      () => {
        clearTimeout(grace)
        clearTimeout(hang)
        app.log.info({ ms: Date.now() - started }, 'shut down')
        exit(0)
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down')
        exit(1)
      },
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}
