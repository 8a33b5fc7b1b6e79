import { randomUUID } from 'node:crypto'
import { type DisputeEvidence, type DisputeEvidenceBody, getEvidenceRefusal } from '@chaincard/domain'
import { AppError } from '../../../errors'
import { lockCard } from '../../../ledger'
import { requireOwnedCard } from '../../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../../runtime/appContext'
import { IssuerUnavailableError } from '../../../runtime/issuerErrors'
import { renderNotePdf } from './renderNotePdf'
import { lockDispute } from './repo/disputeRows'
import { countOwnerEvidenceSince, insertEvidence, updateEvidence } from './repo/evidenceRows'

/**
 * Pieces of evidence an owner may send a day, all their disputes together: each costs issuer calls (and an
 * upload), and a case that asks for evidence needs a few documents, not dozens.
 */
const EVIDENCE_PER_DAY = 20
const DAY_MS = 86_400_000

/**
 * `POST /card/{id}/disputes/{disputeId}/evidence`: the owner sends a file (PDF, JPEG, PNG, at most 5 MB) or a
 * note (sent as a PDF) for their dispute that asks for evidence. Recorded first (`sending`, under the card's
 * and the dispute's locks, where the owner's daily budget is counted), then sent to the issuer outside any
 * transaction; `sent` once the issuer has it, `failed` and 503 when it did not take it (the owner may send it
 * again). Others' or unknown cards and disputes are 404; a dispute that asks for none, a file too large or of
 * another type are refusals of their own (`evidence_*`). The content is never stored nor logged.
 */
export async function sendDisputeEvidence(
  ctx: AppContext,
  params: { cardId: string; disputeId: string; owner: string },
  body: DisputeEvidenceBody,
): Promise<DisputeEvidence> {
  const card = await requireOwnedCard(ctx.db, params.cardId, params.owner)
  const file =
    body.kind === 'file'
      ? { filename: body.filename, contentType: body.contentType, bytes: Buffer.from(body.data, 'base64') }
      : { filename: 'note.pdf', contentType: 'application/pdf', bytes: Buffer.from(renderNotePdf(body.text)) }
  const now = ctx.clock.now()
  const { evidence, disputeToken } = await ctx.db.transaction(async (tx) => {
    await lockCard(tx, card.id)
    const dispute = await lockDispute(tx, params.disputeId)
    if (!dispute || dispute.cardId !== card.id) throw new AppError('not_found', 'not found: no such dispute')
    const refusal = dispute.issuerToken
      ? getEvidenceRefusal({ status: dispute.status, contentType: file.contentType, bytes: file.bytes })
      : 'evidence_not_requested'
    if (refusal) throw new AppError(refusal)
    if (
      (await countOwnerEvidenceSince(tx, params.owner, new Date(now.getTime() - DAY_MS))) >= EVIDENCE_PER_DAY
    ) {
      throw new AppError('rate_limited', 'too many requests: evidence sent too often today')
    }
    const evidence = await insertEvidence(tx, {
      id: randomUUID(),
      disputeId: dispute.id,
      cardId: card.id,
      ownerAddress: params.owner,
      kind: body.kind,
      filename: file.filename,
      contentType: file.contentType,
      sizeBytes: file.bytes.length,
      status: 'sending',
      createdAt: now,
      updatedAt: now,
    })
    return { evidence, disputeToken: dispute.issuerToken! }
  })
  let sent: Awaited<ReturnType<AppContext['issuer']['sendDisputeEvidence']>>
  try {
    sent = await ctx.issuer.sendDisputeEvidence({
      disputeToken,
      evidenceId: evidence.id,
      filename: file.filename,
      contentType: file.contentType,
      bytes: file.bytes,
    })
  } catch (error) {
    await updateEvidence(ctx.db, evidence.id, { status: 'failed', updatedAt: ctx.clock.now() })
    if (error instanceof IssuerUnavailableError) {
      throw new AppError(
        'upstream_unavailable',
        'upstream unavailable: the card issuer did not take the evidence',
        {
          cause: error,
        },
      )
    }
    throw error
  }
  const row = await updateEvidence(ctx.db, evidence.id, {
    status: 'sent',
    issuerToken: sent.evidenceToken,
    updatedAt: ctx.clock.now(),
  })
  return {
    id: row.id,
    kind: row.kind,
    filename: row.filename,
    status: row.status,
    sentAt: row.createdAt.toISOString(),
  }
}
