import { getDisputeCredit, isOpenDispute } from '@chaincard/domain'
import type { Executor } from '../../../db'
import { postLedgerEntry } from '../../../ledger'
import { lockDispute, updateDispute } from './repo/disputeRows'

/** What granting did: `credited` the micro-USD it moved now (0 when nothing was due: closed, granted before). */
export type ProvisionalCreditGrant = { granted: boolean; creditedMicro: bigint }

/**
 * Reg E's provisional credit of a dispute whose issuer grants none (a Chargebacks API case), in the caller's
 * transaction, which holds the card's lock (taken before this, the inbound handler's order: card, then
 * dispute). The credit standing becomes the amount disputed: the ledger moves the difference from what the
 * dispute has credited (one `dispute` row, ref `dispute:provisional:<id>`, so once however often it is
 * asked), and `provisional_micro` keeps it standing until the case ends (applyDisputeState: a won case keeps
 * it, a lost or withdrawn one takes it back). A closed case, an issuer-granted one or one granted before
 * changes nothing.
 */
export async function grantProvisionalCredit(
  tx: Executor,
  disputeId: string,
  now: Date,
  merchantName = 'Card purchase',
): Promise<ProvisionalCreditGrant> {
  const dispute = await lockDispute(tx, disputeId)
  if (
    dispute?.provisionalCreditBy !== 'program' ||
    !isOpenDispute(dispute.status) ||
    dispute.provisionalMicro > 0n
  ) {
    return { granted: false, creditedMicro: 0n }
  }
  const credited = getDisputeCredit({
    amountMicro: dispute.amountMicro,
    provisionalMicro: dispute.amountMicro,
    finalMicro: 0n,
  })
  const delta = credited - dispute.creditedMicro
  if (delta > 0n) {
    await postLedgerEntry(tx, {
      cardId: dispute.cardId,
      kind: 'dispute',
      pendingDelta: 0n,
      balanceDelta: delta,
      ref: `dispute:provisional:${dispute.id}`,
      meta: {
        description: merchantName,
        disputeId: dispute.id,
        ...(dispute.authorizationId ? { authorizationId: dispute.authorizationId } : {}),
      },
      at: now,
    })
  }
  await updateDispute(tx, dispute.id, {
    provisionalMicro: dispute.amountMicro,
    provisionalDecidedAt: dispute.provisionalDecidedAt ?? now,
    creditedMicro: credited,
    updatedAt: now,
  })
  return { granted: true, creditedMicro: delta > 0n ? delta : 0n }
}
