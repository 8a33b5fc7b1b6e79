/** Where `/api/admin` is served when it has a listener of its own (ADMIN_PORT). */
export type AdminListener = {
  host: string
  /** 0 picks a free port (tests). */
  port: number
}

/** Loopback unless ADMIN_HOST says otherwise: operators reach it from the host, a VPN or an SSH tunnel. */
const defaultAdminHost = '127.0.0.1'

/**
 * ADMIN_PORT (unset: the admin routes are on the public port, as before) and ADMIN_HOST (default 127.0.0.1). With
 * ADMIN_PORT, `/api/admin/*` is answered there only, and the public port answers it 404.
 */
export function readAdminListener(p: {
  adminPort: string | undefined
  adminHost: string | undefined
  port: number
  metricsPort: number | undefined
}): { value: AdminListener | undefined } | { problem: string } {
  const text = p.adminPort?.trim() ?? ''
  if (text === '') return { value: undefined }
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535) return { problem: 'must be a port (0-65535)' }
  const port = Number(text)
  if (port !== 0 && port === p.port) return { problem: `must not be the public PORT (${p.port})` }
  if (port !== 0 && port === p.metricsPort) return { problem: `must not be METRICS_PORT (${port})` }
  return { value: { host: p.adminHost?.trim() || defaultAdminHost, port } }
}
