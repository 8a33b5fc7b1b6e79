import type { DestinationStream } from 'pino'
import pretty from 'pino-pretty'

/**
 * The sandbox terminal's log format: one short line per event (`13:55:37 INFO: shutting down {signal}`),
 * written synchronously in this thread (no transport worker: the sandbox's memory is measured). Redaction
 * happens in pino before a line gets here.
 */
export function prettyStream(destination?: DestinationStream): DestinationStream {
  return pretty({
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    sync: true,
    // An error is one line too: its fields (stack included, escaped) as JSON rather than a multi-line block.
    errorLikeObjectKeys: [],
    ...(destination ? { destination, colorize: false } : {}),
  })
}
