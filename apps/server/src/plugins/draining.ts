import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { keepAliveOnlyIdleClose } from './keepAliveOnlyIdleClose'

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the app starts closing (SIGTERM): /api/ready answers 503 draining. */
    readonly draining: boolean
  }
}

/**
 * Marks the app draining when it starts closing and answers the requests in flight then with
 * `Connection: close` (later ones get it from Fastify): a keep-alive connection whose request was in flight at
 * the signal closes after its answer instead of idling until the shutdown's deadline. Closing the listener
 * destroys only connections with nothing left to send (keepAliveOnlyIdleClose). No per-request hook.
 */
export const drainingPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false
    const connections = keepAliveOnlyIdleClose(app.server)
    app.decorate('draining', { getter: () => draining })
    app.addHook('preClose', async () => {
      draining = true
      connections.drain()
    })
  },
  { name: 'chaincard-draining' },
)
