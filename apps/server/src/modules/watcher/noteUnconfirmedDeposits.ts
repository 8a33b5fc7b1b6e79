import {
  decodeTransferLogs,
  getDepositHold,
  isCardExpired,
  TRANSFER_TOPIC,
  type UserState,
} from '@chaincard/domain'
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { type Address, type PublicClient, toHex } from 'viem'
import type { ChainRuntime } from '../../config'
import { users } from '../../db/schema/auth'
import { cards } from '../../db/schema/cards'
import { payments } from '../../db/schema/payments'
import type { PaymentsContext } from '../../runtime/paymentsContext'
import type { WatcherRpc } from './scanChain'

/** How far behind the head the look-ahead reads at most (a chain needing more confirmations is read from here). */
const MAX_LOOKAHEAD_BLOCKS = 64n

export type NoteUnconfirmedDepositsParameters = {
  ctx: PaymentsContext
  chain: ChainRuntime
  client: PublicClient
  rpc: WatcherRpc
  head: bigint
  /** The last block the confirmed scan has passed: the look-ahead starts after it. */
  scannedTo: bigint
}

/**
 * Issue 31 (live updates): a transfer sent straight to a receiving address (from an exchange, never reported)
 * used to be found only once it had every confirmation, so the deposit page could not say "payment seen, 1 of 2".
 * The order-currency transfers to a card's address in the blocks after the confirmed scan (up to the head) get
 * their payment row, in status `reported` without a sender, exactly as if the owner had reported the hash: the
 * open-payment check then follows it (seen with its confirmations, confirmed, credited; a transaction that
 * leaves the chain is dropped). Nothing is credited here; the credit, by that check or by the confirmed scan,
 * whichever comes first, is once per transfer (payment_credits). Cards whose deposits are held are left to the
 * confirmed scan, which records the exception. Returns how many payments were noted now.
 */
export async function noteUnconfirmedDeposits(p: NoteUnconfirmedDepositsParameters): Promise<number> {
  const { chain, head } = p
  if (chain.requiredConfirmations <= 1) return 0
  const floor = head - MAX_LOOKAHEAD_BLOCKS > 0n ? head - MAX_LOOKAHEAD_BLOCKS : 0n
  const from = p.scannedTo + 1n > floor ? p.scannedTo + 1n : floor
  if (from > head) return 0
  const token = chain.orderCurrency.token.address
  const rawLogs = await p.rpc('eth_getLogs', () =>
    p.client.request({
      method: 'eth_getLogs',
      params: [{ address: [token], topics: [TRANSFER_TOPIC], fromBlock: toHex(from), toBlock: toHex(head) }],
    }),
  )
  const transfers = decodeTransferLogs(
    rawLogs.map((l) => ({
      address: l.address as Address,
      topics: l.topics,
      data: l.data,
      blockNumber: l.blockNumber === null ? null : BigInt(l.blockNumber),
      blockHash: l.blockHash,
      transactionHash: l.transactionHash,
      logIndex: l.logIndex === null ? null : Number(l.logIndex),
      removed: l.removed,
    })),
    token,
  ).filter((t) => t.amount > 0n)
  if (transfers.length === 0) return 0
  const now = p.ctx.now()
  const addresses = [...new Set(transfers.map((t) => t.to))]
  return p.ctx.db.transaction(async (tx) => {
    // The cards first (id order), then their payment rows: the lock order of the report and the credit batch.
    // Inserting first would hold the rows' unique keys while the foreign key waits for a card a report has
    // locked, and that report waits for the same key: a deadlock PostgreSQL breaks by failing one of them.
    const rows = await tx
      .select({
        id: cards.id,
        depositAddress: cards.depositAddress,
        status: cards.status,
        expiresAt: cards.expiresAt,
        topupDisabled: cards.topupDisabled,
        topupHold: cards.topupHold,
        userState: sql<UserState>`coalesce(${users.state}, '')`,
      })
      .from(cards)
      .leftJoin(users, eq(users.address, cards.ownerAddress))
      .where(inArray(cards.depositAddress, addresses))
      .orderBy(asc(cards.id))
      // Only to serialize with the card's other writers: NO KEY UPDATE conflicts with theirs (FOR UPDATE) but
      // not with the key share other tables' foreign keys take.
      .for('no key update', { of: cards })
    const open = new Map<string, string>()
    for (const card of rows) {
      const hold = getDepositHold({
        status: card.status,
        expired: isCardExpired(card, now),
        userState: card.userState,
        topupDisabled: card.topupDisabled,
        topupHold: card.topupHold,
      })
      if (!hold) open.set(card.depositAddress, card.id)
    }
    const values = new Map<string, { txHash: string; cardId: string }>()
    for (const t of transfers) {
      const cardId = open.get(t.to)
      if (cardId) values.set(`${t.txHash}:${cardId}`, { txHash: t.txHash.toLowerCase(), cardId })
    }
    if (values.size === 0) return 0
    const inserted = await tx
      .insert(payments)
      .values(
        [...values.values()].map((v) => ({
          chainId: chain.id,
          txHash: v.txHash,
          cardId: v.cardId,
          status: 'reported' as const,
          currency: chain.orderCurrency.id,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({ target: [payments.chainId, payments.txHash, payments.cardId] })
      .returning({ id: payments.id })
    // A payment already there whose hash was not in a block at its last check waits before the next one
    // (processOpenPayments' backoff): it is in a block now, so its last check is forgotten and it is due at once.
    const since = sql`coalesce(${payments.reportedAt}, ${payments.createdAt})`
    await tx
      .update(payments)
      .set({ updatedAt: since })
      .where(
        and(
          eq(payments.chainId, chain.id),
          eq(payments.status, 'reported'),
          isNull(payments.blockNumber),
          sql`${payments.updatedAt} > ${since}`,
          or(
            ...[...values.values()].map((v) =>
              and(eq(payments.txHash, v.txHash), eq(payments.cardId, v.cardId)),
            ),
          ),
        ),
      )
    return inserted.length
  })
}
