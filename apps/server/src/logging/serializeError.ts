import { stdSerializers } from 'pino'
import { redactUrlsDeep } from './redactUrls'

/** The values line of a failed query's message ("params: a,b,c"), as Drizzle writes it. */
const paramsLine = /^params: .*$/gm

/**
 * pino's error serializer (type, message and stack with causes, own fields) without secrets:
 * - a failed query's parameter values: Drizzle puts them in `params` and in the message (and so the stack), and
 *   they can be a nonce, a session id, an address or sealed card data. The SQL text stays; it holds placeholders.
 * - the path and query of every URL, wherever it sits: viem's errors carry the RPC URL (a provider key in its
 *   path or query) in `message`, `stack`, `metaMessages`, `url` and their causes' messages.
 */
export type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string }

export function serializeError(error: unknown): SerializedError {
  const out = stdSerializers.err(error as Error) as SerializedError
  if (typeof out !== 'object' || out === null) return out
  if ('params' in out) out.params = '[redacted]'
  if (typeof out.message === 'string') out.message = out.message.replace(paramsLine, 'params: [redacted]')
  if (typeof out.stack === 'string') out.stack = out.stack.replace(paramsLine, 'params: [redacted]')
  for (const key of Object.keys(out)) out[key] = redactUrlsDeep(out[key])
  // `raw` is the original error, kept by pino for other serializers; it never reaches the output.
  return out
}
