import type { Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

export type ConnectionTracker = {
  /**
   * The app is closing: every response not started yet (requests in flight) answers `Connection: close`, so
   * its keep-alive connection closes after it instead of idling until the shutdown's deadline, and its client
   * knows not to reuse it. Requests that arrive later get the header from Fastify itself.
   */
  drain(): void
}

/**
 * Tracks the server's connections and their unanswered responses, and makes `server.closeIdleConnections()`
 * (which `server.close()` calls when the app closes) destroy only connections whose every response has been
 * sent completely. Node's own version also counts a connection idle once its response was ended, before the
 * bytes have left (a busy machine, a slow client): destroying it then reset requests that were in flight at
 * SIGTERM (measured: up to 16 of ~150 in a burst). A connection that has not sent its first request yet is left
 * to send it; it is answered with `Connection: close`.
 */
export function keepAliveOnlyIdleClose(server: Server): ConnectionTracker {
  const open = new Set<Socket>()
  const unsent = new Map<Socket, Set<ServerResponse>>()
  server.on('connection', (socket: Socket) => {
    open.add(socket)
    socket.once('close', () => {
      open.delete(socket)
      unsent.delete(socket)
    })
  })
  server.on('request', (request, response) => {
    const socket = request.socket
    let responses = unsent.get(socket)
    if (!responses) {
      responses = new Set()
      unsent.set(socket, responses)
    }
    responses.add(response)
    // 'close' comes once the response has been flushed to the socket (or the socket is gone).
    response.once('close', () => responses.delete(response))
  })
  server.closeIdleConnections = () => {
    for (const socket of open) {
      const responses = unsent.get(socket)
      if (responses !== undefined && responses.size === 0) socket.destroy()
    }
  }
  return {
    drain: () => {
      for (const responses of unsent.values()) {
        for (const response of responses) if (!response.headersSent) response.setHeader('connection', 'close')
      }
    },
  }
}
