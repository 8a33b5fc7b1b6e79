import type { FastifyServerOptions } from 'fastify'
import type { DestinationStream } from 'pino'
import type { LogFormat, LogLevel } from '../config'
import { prettyStream } from './prettyStream'
import { redactPaths } from './redactPaths'
import { redactQuery } from './redactQuery'
import { redactUrls } from './redactUrls'
import { serializeError } from './serializeError'

export type LoggerOptionsParameters = { level: LogLevel; format: LogFormat; stream?: DestinationStream }

/**
 * Fastify's pino options: level, redaction (secret fields, query parameters, URL paths), JSON lines or (format `pretty`) one readable line per event, and
 * an optional destination (tests capture the output).
 */
export function loggerOptions({
  level,
  format,
  stream,
}: LoggerOptionsParameters): FastifyServerOptions['logger'] {
  const destination = format === 'pretty' ? prettyStream(stream) : stream
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      // Fastify's request fields, with secret query values (a verification link's token) redacted.
      req: (request: {
        method?: string
        url?: string
        host?: string
        ip?: string
        socket?: { remotePort?: number }
      }) => ({
        method: request.method,
        url: redactQuery(request.url ?? ''),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    // The last pass over every line, whatever logged it and under which key: no URL's path or query (an RPC,
    // WebSocket or issuer URL can carry a provider key there) reaches the output.
    hooks: { streamWrite: redactUrls },
    // pino-pretty prints an `err` as a multi-line block; under another key it is one JSON line like the rest.
    ...(format === 'pretty'
      ? {
          formatters: {
            log: (object: Record<string, unknown>) => {
              if (!('err' in object)) return object
              const { err, ...rest } = object
              return { ...rest, error: serializeError(err) }
            },
          },
        }
      : {}),
    ...(destination ? { stream: destination } : {}),
  }
}
