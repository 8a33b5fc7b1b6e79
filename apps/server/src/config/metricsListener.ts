/** Where Prometheus scrapes `/metrics`: a listener of its own, never the public port. */
export type MetricsListener = {
  host: string
  /** 0 picks a free port (tests). */
  port: number
  /**
   * METRICS_PORT was set explicitly: failing to listen stops the server. The sandbox default (9464) is only
   * a convenience: when it is taken (another sandbox, a test run) the server starts without metrics and says so.
   */
  required: boolean
}

/** The sandbox's metrics port when METRICS_PORT is not set (Prometheus's registered port for Node exporters). */
const sandboxMetricsPort = 9464

export type ReadMetricsListenerParameters = {
  metricsPort: string | undefined
  metricsHost: string | undefined
  mode: 'sandbox' | 'production'
  port: number
}

/**
 * Where metrics listen unless METRICS_HOST says otherwise: loopback, whatever HOST is (a public HOST=0.0.0.0 must
 * not expose pool sizes, money-path counters and decision timings). Any other interface, a wildcard included, is
 * an explicit METRICS_HOST.
 */
const defaultMetricsHost = '127.0.0.1'

/** METRICS_PORT (`off` or a port; default 9464 in sandbox, off in production) and METRICS_HOST (default 127.0.0.1). */
export function readMetricsListener(
  p: ReadMetricsListenerParameters,
): { value: MetricsListener | undefined } | { problem: string } {
  const text = p.metricsPort?.trim().toLowerCase() ?? ''
  if (text === 'off') return { value: undefined }
  const host = p.metricsHost?.trim() || defaultMetricsHost
  if (text === '') {
    return { value: p.mode === 'sandbox' ? { host, port: sandboxMetricsPort, required: false } : undefined }
  }
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535) {
    return { problem: 'must be a port (0-65535) or off' }
  }
  const port = Number(text)
  if (port === p.port)
    return { problem: `must not be the public PORT (${p.port}): metrics are never served there` }
  return { value: { host, port, required: true } }
}
