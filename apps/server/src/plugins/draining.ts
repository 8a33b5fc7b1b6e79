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
 * Marks the app draining when it starts closing, and from then on answers every response with
 * `Connection: close`: a keep-alive connection whose request was in flight at the signal is closed after its
 * answer instead of idling until the shutdown's deadline, and its client knows not to reuse it. Closing the
 * listener destroys only connections with nothing left to send (keepAliveOnlyIdleClose).
 */
export const drainingPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false
    keepAliveOnlyIdleClose(app.server)
    app.decorate('draining', { getter: () => draining })
    app.addHook('preClose', async () => {
      draining = true
    })
    app.addHook('onSend', async (_request, reply, payload) => {
      if (draining) reply.header('connection', 'close')
      return payload
    })
  },
  { name: 'chaincard-draining' },
)
