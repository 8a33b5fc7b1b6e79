import type { FastifyServerOptions } from 'fastify'
import type { DestinationStream } from 'pino'
import type { LogLevel } from '../config'
import { redactPaths } from './redactPaths'

export type LoggerOptionsParameters = { level: LogLevel; stream?: DestinationStream }

/** Fastify's pino options: level, redaction, and an optional destination (tests capture the output). */
export function loggerOptions({ level, stream }: LoggerOptionsParameters): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  }
}
