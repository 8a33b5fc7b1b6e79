import type { TokenTransfer } from '@chaincard/domain'
import { inArray } from 'drizzle-orm'
import type { Hash } from 'viem'
import { cards } from '../../db/schema/cards'
import type { PaymentsContext } from '../../runtime/paymentsContext'

/** Receiving addresses among `addresses` (lowercase), with their card: one lookup per 1,000 addresses. */
export async function cardsByAddress(
  ctx: PaymentsContext,
  addresses: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(addresses)]
  const owners = new Map<string, string>()
  for (let i = 0; i < unique.length; i += 1_000) {
    const rows = await ctx.db
      .select({ id: cards.id, depositAddress: cards.depositAddress })
      .from(cards)
      .where(inArray(cards.depositAddress, unique.slice(i, i + 1_000)))
    for (const row of rows) owners.set(row.depositAddress, row.id)
  }
  return owners
}

type TransferGroup = { cardId: string; txHash: Hash; transfers: TokenTransfer[] }

/**
 * The order-currency transfers that go to a receiving address, grouped per (transaction, card): one database
 * lookup per 1,000 distinct recipients of the batch, whatever the number of cards.
 */
export async function matchTransfers(
  ctx: PaymentsContext,
  transfers: readonly TokenTransfer[],
  owners?: Map<string, string>,
): Promise<TransferGroup[]> {
  if (transfers.length === 0) return []
  const byAddress =
    owners ??
    (await cardsByAddress(
      ctx,
      transfers.map((t) => t.to),
    ))
  const groups = new Map<string, TransferGroup>()
  for (const t of transfers) {
    const cardId = byAddress.get(t.to)
    if (!cardId || t.amount === 0n) continue
    const key = `${t.txHash}:${cardId}`
    const group = groups.get(key) ?? { cardId, txHash: t.txHash, transfers: [] }
    group.transfers.push(t)
    groups.set(key, group)
  }
  return [...groups.values()]
}
