import { IssuerUnavailableError } from '../../../../runtime/issuerErrors'
import type { DisputeEvidenceUpload } from '../../../../runtime/issuerPort'

/** How long the upload of one piece of evidence may take (5 MB at a slow uplink of Lithic's storage). */
const UPLOAD_TIMEOUT_MS = 60_000

/**
 * Puts evidence's bytes at the presigned URL Lithic answered (object storage, not Lithic's API: the SDK has
 * no call for it). The URL carries its signature, so it is never logged nor put into an error; a refusal or a
 * failure is `IssuerUnavailableError` with the status only.
 */
export async function putEvidence(uploadUrl: string, upload: DisputeEvidenceUpload): Promise<void> {
  let status: number
  try {
    const response = await fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': upload.contentType },
      body: upload.bytes,
      redirect: 'error',
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    })
    status = response.status
    await response.body?.cancel()
  } catch (error) {
    throw new IssuerUnavailableError('card issuer: evidence upload failed', {
      cause: new Error((error as Error).name),
    })
  }
  if (status < 200 || status >= 300) {
    throw new IssuerUnavailableError(`card issuer: evidence upload failed (HTTP ${status})`, { status })
  }
}
