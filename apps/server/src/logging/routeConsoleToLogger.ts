import { format } from 'node:util'

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error'
type Logger = Record<Level, (object: object, message: string) => void>

const levels = {
  trace: 'trace',
  debug: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
} as const

/**
 * Sends `console.*` of this process through the logger (level by method, `source: "console"`), so what a
 * dependency prints goes through the logger's redaction: viem's WebSocket transport, for one, prints a failed
 * reconnect with `console.error`, and that event names the socket's URL (a provider key in its path). Returns
 * the function that puts the console back.
 */
export function routeConsoleToLogger(logger: Logger): () => void {
  const originals = new Map<keyof typeof levels, (...args: unknown[]) => void>()
  for (const [method, level] of Object.entries(levels) as [keyof typeof levels, Level][]) {
    originals.set(method, console[method])
    console[method] = (...args: unknown[]) => logger[level]({ source: 'console' }, format(...args))
  }
  return () => {
    for (const [method, original] of originals) console[method] = original
  }
}
