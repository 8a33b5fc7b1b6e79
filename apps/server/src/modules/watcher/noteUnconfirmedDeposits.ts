import {
  decodeTransferLogs,
  getDepositHold,
  isCardExpired,
  type TokenTransfer,
  TRANSFER_TOPIC,
  type UserState,
} from '@chaincard/domain'
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type Address, type PublicClient, toHex } from 'viem'
import type { ChainRuntime } from '../../config'
import { rowsOf } from '../../db/rowsOf'
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
  /**
   * The last block the confirmed scan has passed and credited (this pass's cursor): a payment the look-ahead
   * noted in a block at or below it that is still not credited was not in the canonical block (a reorg took it
   * out) and goes back to waiting. Left out (tests, tools), noted payments below the window are not looked at.
   */
  passedTo?: bigint
}

/** One noted payment: the transfers of one transaction to one card, as the look-ahead read them. */
type Noted = { txHash: string; cardId: string; blockNumber: bigint; blockHash: string; amountBase: bigint }

/**
 * (live updates): a transfer sent straight to a receiving address (from an exchange, never reported)
 * used to be found only once it had every confirmation, so the deposit page could not say "payment seen, 1 of 2".
 * The order-currency transfers to a card's address in the blocks after the confirmed scan (up to the head) get
 * their payment row, `seen` in the block the logs name, with its amount, without a sender: the deposit page and
 * the `deposit.seen` / `deposit.confirming` events show it at once, and its confirmations grow with the
 * watcher's head. Nothing is credited here, and nothing is looked up per payment: the logs are the facts the
 * open-payment check would read again from each transaction's receipt (for a batch payout to a thousand cards,
 * a thousand reads of one receipt of a thousand logs, which held the watcher's pass for seconds). The confirmed
 * scan credits the transfer (creditPayments takes the row as it is), once (payment_credits). A noted payment
 * whose transfer is no longer where it was seen (a later read of its block shows none, or the confirmed scan
 * passed its block without crediting it) goes back to `reported` without a block: the open-payment check follows
 * it from there (mined again, or dropped after the window). A payment the owner reported is the open-payment
 * check's: only its wait is cut short. Cards whose deposits are held are left to the confirmed scan, which
 * records the exception. Returns how many payments were noted now.
 */
export async function noteUnconfirmedDeposits(p: NoteUnconfirmedDepositsParameters): Promise<number> {
  const { chain, head } = p
  if (chain.requiredConfirmations <= 1) return 0
  const floor = head - MAX_LOOKAHEAD_BLOCKS > 0n ? head - MAX_LOOKAHEAD_BLOCKS : 0n
  const from = p.scannedTo + 1n > floor ? p.scannedTo + 1n : floor
  let transfers: TokenTransfer[] = []
  if (from <= head) {
    const token = chain.orderCurrency.token.address
    const rawLogs = await p.rpc('eth_getLogs', () =>
      p.client.request({
        method: 'eth_getLogs',
        params: [
          { address: [token], topics: [TRANSFER_TOPIC], fromBlock: toHex(from), toBlock: toHex(head) },
        ],
      }),
    )
    transfers = decodeTransferLogs(
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
  }
  const noted = transfers.length === 0 ? { inserted: 0, seen: [] } : await note(p, transfers)
  await forgetGone(p, from <= head ? { from, to: head } : null, noted.seen)
  return noted.inserted
}

/** The payment rows of the window's transfers to cards that take deposits: noted `seen`, or brought up to date. */
async function note(
  p: NoteUnconfirmedDepositsParameters,
  transfers: readonly TokenTransfer[],
): Promise<{ inserted: number; seen: Noted[] }> {
  const { chain } = p
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
    const values = new Map<string, Noted>()
    for (const t of transfers) {
      const cardId = open.get(t.to)
      if (!cardId) continue
      const key = `${t.txHash}:${cardId}`
      const before = values.get(key)
      values.set(key, {
        txHash: t.txHash.toLowerCase(),
        cardId,
        blockNumber: t.blockNumber,
        blockHash: t.blockHash.toLowerCase(),
        amountBase: (before?.amountBase ?? 0n) + t.amount,
      })
    }
    const seen = [...values.values()]
    if (seen.length === 0) return { inserted: 0, seen }
    const inserted = await tx
      .insert(payments)
      .values(
        seen.map((v) => ({
          chainId: chain.id,
          txHash: v.txHash,
          cardId: v.cardId,
          status: 'seen' as const,
          currency: chain.orderCurrency.id,
          blockNumber: v.blockNumber,
          blockHash: v.blockHash,
          amountBase: v.amountBase.toString(),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({ target: [payments.chainId, payments.txHash, payments.cardId] })
      .returning({ id: payments.id })
    if (inserted.length < seen.length) {
      const list = sql.join(
        seen.map(
          (v) =>
            sql`(${v.txHash}::text, ${v.cardId}::text, ${v.blockNumber.toString()}::bigint, ${v.blockHash}::text, ${v.amountBase.toString()}::numeric)`,
        ),
        sql`, `,
      )
      const at = now.toISOString()
      // A noted payment already there (from an earlier pass, or sent back to waiting by a reorg): in the block the
      // logs name now, seen again.
      await tx.execute(sql`
        UPDATE payments SET status = 'seen', reason = NULL, block_number = v.block_number, block_hash = v.block_hash,
          amount_base = v.amount_base, updated_at = ${at}::timestamptz
        FROM (VALUES ${list}) AS v(tx_hash, card_id, block_number, block_hash, amount_base)
        WHERE payments.chain_id = ${chain.id} AND payments.tx_hash = v.tx_hash AND payments.card_id = v.card_id
          AND payments.reported_at IS NULL
          AND (payments.status = 'reported'
            OR (payments.status = 'seen' AND payments.block_hash IS DISTINCT FROM v.block_hash))`)
      // A payment the owner reported whose hash was not in a block at its last check waits before the next one
      // (processOpenPayments' backoff): it is in a block now, so its last check is forgotten and it is due at once.
      await tx.execute(sql`
        UPDATE payments SET updated_at = coalesce(payments.reported_at, payments.created_at)
        FROM (VALUES ${list}) AS v(tx_hash, card_id, block_number, block_hash, amount_base)
        WHERE payments.chain_id = ${chain.id} AND payments.tx_hash = v.tx_hash AND payments.card_id = v.card_id
          AND payments.reported_at IS NOT NULL AND payments.status = 'reported' AND payments.block_number IS NULL
          AND payments.updated_at > coalesce(payments.reported_at, payments.created_at)`)
    }
    return { inserted: inserted.length, seen }
  })
}

/**
 * Noted payments (never reported by the owner) still `seen` in a block where their transfer is not: one in the
 * window the look-ahead just read that its logs no longer show, or one at or below the block the confirmed scan
 * has passed (a canonical transfer there was credited or held by the scan). Back to `reported` without a block,
 * as the open-payment check does with a transaction it finds gone; it follows them from there.
 */
async function forgetGone(
  p: NoteUnconfirmedDepositsParameters,
  window: { from: bigint; to: bigint } | null,
  seen: readonly Noted[],
): Promise<void> {
  const places: SQL[] = []
  if (window)
    places.push(
      sql`payments.block_number BETWEEN ${window.from.toString()}::bigint AND ${window.to.toString()}::bigint`,
    )
  if (p.passedTo !== undefined) places.push(sql`payments.block_number <= ${p.passedTo.toString()}::bigint`)
  if (places.length === 0) return
  const stillThere =
    seen.length === 0
      ? sql`false`
      : sql`(payments.tx_hash, payments.card_id, payments.block_hash) IN (${sql.join(
          seen.map((v) => sql`(${v.txHash}::text, ${v.cardId}::text, ${v.blockHash}::text)`),
          sql`, `,
        )})`
  const gone = sql`payments.chain_id = ${p.chain.id} AND payments.status = 'seen' AND payments.reported_at IS NULL
    AND payments.block_number IS NOT NULL AND (${sql.join(places, sql` OR `)}) AND NOT ${stillThere}`
  const at = p.ctx.now().toISOString()
  await p.ctx.db.transaction(async (tx) => {
    // Cards first (id order), as every writer of a payment does.
    const locked = rowsOf<{ id: string }>(
      await tx.execute(sql`SELECT cards.id FROM cards WHERE cards.id IN (SELECT payments.card_id FROM payments
        WHERE ${gone}) ORDER BY cards.id FOR NO KEY UPDATE`),
    )
    if (locked.length === 0) return
    await tx.execute(sql`UPDATE payments SET status = 'reported', block_number = NULL, block_hash = NULL,
      updated_at = ${at}::timestamptz WHERE ${gone}`)
  })
}
