import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors'

declare module 'fastify' {
  interface FastifyInstance {
    /** `http://host:port` of the admin listener (ADMIN_PORT), or undefined when /api/admin is on the public port. */
    readonly adminOrigin: string | undefined
  }
}

const isAdminPath = (url: string) => {
  const path = url.split('?')[0] ?? ''
  return path === '/api/admin' || path.startsWith('/api/admin/')
}

/**
 * ADMIN_PORT: `/api/admin` on a listener of its own (loopback unless ADMIN_HOST says otherwise), like the metrics
 * listener: the same app answers there (one router, every hook), but each listener answers only its own part, so
 * the operator routes are not reachable on the public port at all (404 there), and the admin port serves nothing
 * else. Started when the app is ready, closed with it. Without ADMIN_PORT nothing changes.
 */
export const adminListenerPlugin = fp(
  async (app: FastifyInstance) => {
    const listener = app.config.adminListener
    let origin: string | undefined
    app.decorate('adminOrigin', { getter: () => origin })
    if (!listener) return
    const fromAdminListener = new WeakSet<IncomingMessage>()
    app.addHook('onRequest', async (request) => {
      if (isAdminPath(request.url) !== fromAdminListener.has(request.raw))
        throw new AppError('not_found', 'not found')
    })
    let server: Server | undefined
    app.addHook('onReady', async () => {
      const admin = createServer((request, response) => {
        fromAdminListener.add(request)
        app.routing(request, response)
      })
      admin.keepAliveTimeout = 5_000
      await new Promise<void>((resolve, reject) => {
        admin.once('error', reject)
        admin.listen({ host: listener.host, port: listener.port }, () => {
          admin.off('error', reject)
          resolve()
        })
      })
      server = admin
      const address = admin.address() as AddressInfo
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
      origin = `http://${host}:${address.port}`
    })
    app.addHook('onClose', async () => {
      const admin = server
      if (!admin) return
      await new Promise<void>((resolve) => {
        admin.close(() => resolve())
        admin.closeAllConnections()
      })
    })
  },
  { name: 'chaincard-admin-listener', dependencies: ['chaincard-core'] },
)
