import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Registry } from 'prom-client'

export type MetricsServer = {
  /** `http://host:port` the server listens on. */
  origin: string
  close(): Promise<void>
}

/**
 * A plain HTTP listener of its own for Prometheus: `GET /metrics` answers the registry's exposition, anything
 * else 404. Separate from the API's listener, so the metrics are never reachable on the public port.
 */
export function startMetricsServer(
  registry: Registry,
  { host, port }: { host: string; port: number },
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n')
      return
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics collection failed\n'),
    )
  })
  // Scrapes are short: do not keep idle scraper connections open past a shutdown.
  server.keepAliveTimeout = 5_000
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ host, port }, () => {
      server.off('error', reject)
      const address = server.address() as AddressInfo
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
      resolve({
        origin: `http://${shownHost}:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
