import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import { redactQuery } from './redactQuery'

/** Answers slower than this get a request line in the pretty log. */
const slowRequestMs = 500

/**
 * Fastify's request lines for the pretty log (the sandbox terminal): none for a request coming in or for a
 * quick answer (404s included); one line for an answer that failed or is a server error (5xx), or that took
 * longer than 500 ms: `GET /api/card 200 612 ms (slow)`.
 */
export class PrettyLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = Math.round(reply.elapsedTime)
    const status = reply.statusCode
    // Runs for every answer: the line (a regular expression over the URL) is built only for one that is logged.
    const line = () => `${request.method} ${redactQuery(request.url)} ${status} ${ms} ms`
    if (error || status >= 500) reply.log.error(error ? { err: error } : {}, line())
    else if (ms > slowRequestMs) reply.log.warn(`${line()} (slow)`)
  }
}
