/** `pretty`: one readable line per event, request lines only for errors and slow answers; `json`: pino's JSON lines with a line per request. */
export type LogFormat = 'pretty' | 'json'

/** LOG_FORMAT, default `pretty` in sandbox (the npm start terminal) and `json` in production. */
export function readLogFormat(
  text: string | undefined,
  mode: 'sandbox' | 'production',
): { value: LogFormat } | { problem: string } {
  const trimmed = text?.trim().toLowerCase() ?? ''
  if (trimmed === '') return { value: mode === 'sandbox' ? 'pretty' : 'json' }
  if (trimmed === 'pretty' || trimmed === 'json') return { value: trimmed }
  return { problem: 'must be pretty or json' }
}
