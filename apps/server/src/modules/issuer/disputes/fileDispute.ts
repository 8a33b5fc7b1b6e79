import { randomUUID } from 'node:crypto'
import {
  DISPUTE_REFUSAL_MESSAGES,
  type Dispute,
  type DisputeCreateBody,
  getDisputeRefusal,
} from '@chaincard/domain'
import { AppError } from '../../../errors'
import { lockCard } from '../../../ledger'
import { requireOwnedCard } from '../../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../../runtime/appContext'
import { IssuerUnavailableError } from '../../../runtime/issuerErrors'
import { deleteFilingDispute, insertDispute, lockDispute, updateDispute } from './repo/disputeRows'
import { lockPurchaseToDispute } from './repo/purchaseToDispute'
import { toDisputeResponse } from './toDisputeResponse'

/**
 * `POST /card/{id}/disputes` ("Report a problem"): the owner disputes a settled purchase of their card. The
 * filing is recorded first, under the purchase's lock (`filing`: one per purchase, so two reports cannot both
 * go out), then sent to the issuer outside any transaction (the port is idempotent per purchase); its answer
 * opens the dispute. An issuer that does not take it deletes the filing and answers 503 (the owner may try
 * again: the same purchase is the same dispute at the issuer). Unknown or others' cards and purchases are 404;
 * a purchase that cannot be disputed is 409 with why.
 */
export async function fileDispute(
  ctx: AppContext,
  cardId: string,
  owner: string,
  body: DisputeCreateBody,
): Promise<Dispute> {
  const card = await requireOwnedCard(ctx.db, cardId, owner)
  const now = ctx.clock.now()
  const { dispute, purchase } = await ctx.db.transaction(async (tx) => {
    // The card first, then its purchase: the order the inbound handler locks them in (no deadlock with an
    // issuer event of the same card; the filing's row references the card).
    await lockCard(tx, card.id)
    const purchase = await lockPurchaseToDispute(tx, card.id, body.transactionId)
    if (!purchase) throw new AppError('not_found', 'not found: no such purchase on this card')
    const disputableMicro = (purchase.capturedMicro ?? purchase.amountMicro) - purchase.refundedMicro
    const refusal = getDisputeRefusal(
      {
        status: purchase.status,
        direction: purchase.direction,
        clearedAt: purchase.updatedAt,
        disputableMicro,
        disputed: purchase.disputed,
      },
      now,
    )
    if (refusal) {
      throw new AppError('invalid_action', DISPUTE_REFUSAL_MESSAGES[refusal], {
        details: { kind: 'dispute', refusal },
      })
    }
    const dispute = await insertDispute(tx, {
      id: randomUUID(),
      cardId: card.id,
      authorizationId: purchase.id,
      issuer: purchase.issuer,
      transactionToken: purchase.issuerToken,
      reason: body.reason,
      description: body.description,
      amountMicro: disputableMicro,
      status: 'filing',
      createdAt: now,
      updatedAt: now,
    })
    if (!dispute) {
      throw new AppError('invalid_action', DISPUTE_REFUSAL_MESSAGES.disputed, {
        details: { kind: 'dispute', refusal: 'disputed' },
      })
    }
    return { dispute, purchase }
  })
  let filed: Awaited<ReturnType<AppContext['issuer']['fileDispute']>>
  try {
    filed = await ctx.issuer.fileDispute({
      authorizationId: purchase.id,
      transactionToken: purchase.issuerToken,
      amountMicro: dispute.amountMicro,
      reason: body.reason,
      description: body.description,
      filedAt: now,
    })
  } catch (error) {
    await deleteFilingDispute(ctx.db, dispute.id)
    if (error instanceof IssuerUnavailableError) {
      throw new AppError(
        'upstream_unavailable',
        'upstream unavailable: the card issuer did not take the report',
        {
          cause: error,
        },
      )
    }
    throw error
  }
  // The issuer's first update may have come in meanwhile (through the inbound handler): it wins.
  const opened = await ctx.db.transaction(async (tx) => {
    const current = await lockDispute(tx, dispute.id)
    if (current?.status !== 'filing') return current
    return updateDispute(tx, dispute.id, {
      issuerToken: current.issuerToken ?? filed.disputeToken,
      issuerStatus: filed.issuerStatus,
      provisionalCreditBy: filed.provisionalCreditBy,
      status: 'opened',
      updatedAt: ctx.clock.now(),
    })
  })
  return toDisputeResponse(opened ?? dispute, purchase.merchantName)
}
