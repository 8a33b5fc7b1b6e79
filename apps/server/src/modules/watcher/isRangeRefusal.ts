import { BaseError, HttpRequestError, TimeoutError } from 'viem'
import { isRateLimited } from './isRateLimited'

// What providers answer when an eth_getLogs range is too wide or returns too much (Alchemy, Infura,
// QuickNode, Ankr, public BSC/Polygon nodes, geth's own limits).
const refusalText =
  /range|too (many|large|wide|big)|limit|exceed|10000 results|max(imum)? .*blocks?|response size|query timeout|block count/i

/**
 * True when an eth_getLogs failure means "ask for fewer blocks" (the node answered with a JSON-RPC error
 * about the range or result size); false for transport failures (timeouts, HTTP errors), which a smaller
 * range would not fix and which the next tick retries unchanged, and for rate limits (isRateLimited), which
 * are waited out instead.
 */
export function isRangeRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  // "Too many requests" is about our pace, not the range: a smaller range would only make more requests.
  if (isRateLimited(error)) return false
  if (error instanceof BaseError) {
    // viem itself refuses an answer above its body size limit (10 MB): fewer blocks is the fix.
    if (error.walk((e) => (e as Error).name === 'ResponseBodyTooLargeError')) return true
    if (error.walk((e) => e instanceof TimeoutError)) return false
    const http = error.walk((e) => e instanceof HttpRequestError) as HttpRequestError | null
    // An HTTP failure with a JSON body is still the node speaking (some providers answer 400/413 with a reason).
    if (http && !refusalText.test(http.details ?? '')) return false
    const code = (
      error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as { code?: number } | null
    )?.code
    if (code === -32005) return true
  }
  let e: unknown = error
  while (e instanceof Error) {
    if (refusalText.test(e.message) || refusalText.test((e as { details?: string }).details ?? ''))
      return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}
