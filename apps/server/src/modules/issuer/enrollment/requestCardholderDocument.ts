import { AppError } from '../../../errors'
import type { AppContext } from '../../../runtime/appContext'
import { IssuerUnavailableError } from '../../../runtime/issuerErrors'
import type { DocumentUpload } from '../../../runtime/issuerPort'
import { findCardholder } from './repo/cardholders'

/**
 * `POST /admin/cardholders/{address}/documents` (`npm run ops -- enrollment upload-link`): for a person whose
 * enrollment waits for a document, the issuer's upload links for one of the document types it takes
 * (`account_holders.uploadDocument`), which support sends the person (the app tells them support will write).
 * Unknown person: 404; not waiting for a document: 409; a type the issuer does not take: 400 naming those it does.
 */
export async function requestCardholderDocument(
  ctx: Pick<AppContext, 'db' | 'issuer'>,
  address: string,
  documentType: string,
): Promise<DocumentUpload> {
  const holder = await findCardholder(ctx.db, address.toLowerCase())
  if (!holder) throw new AppError('not_found', 'not found: no enrollment for this address')
  if (holder.status !== 'pending_document' || !holder.issuerToken) {
    throw new AppError(
      'invalid_action',
      `invalid action: the enrollment is ${holder.status}, not waiting for a document`,
    )
  }
  const wanted = holder.requiredDocuments.find((d) => d.validDocuments.includes(documentType))
  if (!wanted) {
    const valid = [...new Set(holder.requiredDocuments.flatMap((d) => d.validDocuments))]
    throw new AppError('validation_failed', `documentType: the issuer takes ${valid.join(', ') || 'none'}`)
  }
  try {
    return await ctx.issuer.requestDocumentUpload({
      accountHolderToken: holder.issuerToken,
      entityToken: wanted.entityToken,
      documentType,
    })
  } catch (error) {
    if (error instanceof IssuerUnavailableError) {
      throw new AppError(
        'upstream_unavailable',
        'upstream unavailable: the card issuer did not give upload links',
        {
          cause: error,
        },
      )
    }
    throw error
  }
}
