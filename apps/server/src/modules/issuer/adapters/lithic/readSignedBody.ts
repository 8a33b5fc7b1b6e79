import type { Readable } from 'node:stream'
import type { SignatureCheck } from './verifyLithicSignature'

/** A delivery's body after its signature check: the text only when the signature holds. */
export type SignedBody = { verified: true; text: string } | { verified: false }

export class BodyTooLargeError extends Error {}

/**
 * Reads a delivery's body, feeding each chunk to `check` as it arrives, at most `limitBytes` (past it the
 * read stops with BodyTooLargeError). Chunks stay bytes: only a body whose signature holds is joined and
 * decoded, so junk costs its hashing and nothing more. A short body (fewer bytes than `Content-Length`) or a
 * broken stream rejects.
 */
export function readSignedBody(
  payload: Readable,
  check: SignatureCheck,
  limitBytes: number,
  contentLength: number,
): Promise<SignedBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let received = 0
    const stop = () => {
      payload.removeListener('data', onData)
      payload.removeListener('end', onEnd)
      payload.removeListener('error', onError)
    }
    function onData(data: Buffer | string) {
      const chunk = typeof data === 'string' ? Buffer.from(data) : data
      received += chunk.length
      if (received > limitBytes) {
        stop()
        reject(new BodyTooLargeError(`body over ${limitBytes} bytes`))
        return
      }
      check.update(chunk)
      chunks.push(chunk)
    }
    function onEnd() {
      stop()
      if (!Number.isNaN(contentLength) && received !== contentLength) {
        reject(new Error('body shorter than its Content-Length'))
        return
      }
      if (!check.matches()) {
        resolve({ verified: false })
        return
      }
      resolve({ verified: true, text: Buffer.concat(chunks, received).toString('utf8') })
    }
    function onError(error: Error) {
      stop()
      reject(error)
    }
    payload.on('data', onData)
    payload.on('end', onEnd)
    payload.on('error', onError)
    payload.resume()
  })
}
