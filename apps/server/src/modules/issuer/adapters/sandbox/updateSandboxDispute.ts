import { type Dispute, parseUsd, type SandboxDisputeUpdateBody } from '@chaincard/domain'
import { AppError } from '../../../../errors'
import { findOwnedDispute } from '../../disputes/repo/disputeRows'
import { toDisputeResponse } from '../../disputes/toDisputeResponse'
import { handleInboundEvent } from '../../inbound/handleInboundEvent'
import type { SandboxContext } from './SandboxContext'

/**
 * `POST /sandbox/disputes/{id}`: the sandbox issuer updates one of its disputes as Lithic's Managed Disputes
 * would (the status, the provisional credit standing, what is the owner's for good), through the one inbound
 * handler: the dispute is mirrored and its credit reaches the ledger as the issuer's own update would. Each
 * update is the dispute's next version. Unknown or others' disputes are 404; a dispute still filing, or
 * another issuer's, 409.
 */
export async function updateSandboxDispute(
  ctx: SandboxContext,
  id: string,
  owner: string,
  body: SandboxDisputeUpdateBody,
): Promise<Dispute> {
  const found = await findOwnedDispute(ctx.db, id, owner)
  if (!found) throw new AppError('not_found', 'not found: no such dispute')
  const { dispute } = found
  if (
    dispute.issuer !== 'sandbox' ||
    !found.cardToken ||
    !dispute.issuerToken ||
    dispute.status === 'filing'
  ) {
    throw new AppError('invalid_action', 'invalid action: the sandbox issuer does not hold this dispute')
  }
  await handleInboundEvent(
    ctx.db,
    {
      kind: 'dispute_state',
      issuer: 'sandbox',
      eventId: `dispute:${dispute.issuerToken}:${dispute.issuerVersion + 1}`,
      cardToken: found.cardToken,
      transactionToken: dispute.transactionToken,
      disputeToken: dispute.issuerToken,
      version: dispute.issuerVersion + 1,
      status: body.status,
      issuerStatus: body.status.toUpperCase(),
      amountMicro: dispute.amountMicro,
      provisionalMicro: body.provisionalCredit === undefined ? 0n : parseUsd(body.provisionalCredit),
      finalMicro: body.finalCredit === undefined ? 0n : parseUsd(body.finalCredit),
      reason: dispute.reason as Dispute['reason'],
      note: null,
      resolution:
        body.status === 'won' || body.status === 'lost' || body.status === 'withdrawn' ? body.status : null,
      provisionalCreditBy: 'issuer',
    },
    ctx.clock.now(),
  )
  const updated = await findOwnedDispute(ctx.db, id, owner)
  if (!updated) throw new AppError('not_found', 'not found: no such dispute')
  return toDisputeResponse(updated.dispute, updated.merchantName ?? 'Card purchase')
}
