import { formatUsd, type PendingTopupResponse } from '@chaincard/domain'
import type { Db } from '../../db'
import { requireOwnedCard } from '../../runtime/access'
import { listExcessRefundRows, toExcessRefund } from '../../runtime/operatorQueue'
import { computeExcess } from './computeExcess'

export type GetPendingTopupViewParameters = {
  db: Db
  cardId: string
  owner: string
  now: Date
  settlementDelayMs: number
}

/**
 * `GET /api/card/{id}/pending-topup` for the card's owner (404 for anyone else): the pending top-up split into
 * what fits under the maximum (and about when it is spendable) and what is over it (and how much of that can be
 * moved or refunded now), each open credit, and the owner's refund requests.
 */
export async function getPendingTopupView(p: GetPendingTopupViewParameters): Promise<PendingTopupResponse> {
  const card = await requireOwnedCard(p.db, p.cardId, p.owner)
  const { view, rows, settles } = await computeExcess(p.db, card, p)
  const refunds = await listExcessRefundRows(p.db, card.id)
  const usd = (micro: bigint) => formatUsd(micro, 'down')
  return {
    pendingTopup: usd(card.pendingMicro > 0n ? card.pendingMicro : 0n),
    balanceUpper: card.balanceUpperMicro === null ? null : usd(card.balanceUpperMicro),
    fits: usd(view.fitsMicro),
    overMaximum: usd(view.overMaximumMicro),
    movable: usd(view.movableMicro),
    spendableAt: view.spendableAt?.toISOString() ?? null,
    settles,
    credits: rows.map((row, i) => ({
      kind: row.kind,
      amount: usd(row.openMicro),
      fitting: usd(view.credits[i]?.fittingMicro ?? 0n),
      spendableAt: view.credits[i]?.spendableAt?.toISOString() ?? null,
      txHash: (row.txHash as `0x${string}` | null) ?? null,
      at: row.createdAt.toISOString(),
    })),
    refunds: refunds.map(toExcessRefund),
  }
}
