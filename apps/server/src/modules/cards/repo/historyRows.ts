import { HISTORY_LEDGER_KINDS, type HistoryLedgerKind, type LedgerMovement } from '@chaincard/domain'
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { jsonDate, jsonMicro, jsonNumber, jsonRows, jsonText, jsonTextOrNull } from '../../../db/jsonRows'
import { preparedPerDatabase } from '../../../db/preparedPerDatabase'
import { sessions } from '../../../db/schema/auth'
import { cardAuthorizations, cards } from '../../../db/schema/cards'
import type { LiveSession } from '../../../runtime/session'
import { liveSessionColumns, liveSessionCondition, liveSessionOf } from '../../../runtime/session'

const id = sql.placeholder('id')
const reach = sql.placeholder('reach')
const before = sql.placeholder('before')
const beforeLedger = sql.placeholder('beforeLedger')
// The card, when it is the session owner's: the statement is the session check and the owner check at once.
const ownedCard = and(eq(cards.id, id), eq(cards.ownerAddress, sessions.address))
const ledgerKinds = sql.raw(HISTORY_LEDGER_KINDS.map((kind) => `'${kind}'`).join(', '))
/**
 * A ledger row of its own: every refund is (a person sees the money come back on the day it came, next to the
 * purchase marked refunded), except the clearing of a merchant's credit (a credit authorization), which is
 * that credit's row settling; and the `reversal` rows written before holds existed (a void, a capture below the
 * amount, migration 0010's turning of an approval debit into a hold: each nets with a debit of the purchase
 * that is no row either) are part of their purchase's row. An adjustment of the pending top-up alone is money
 * that left a top-up on its owner's request (moved to another card, a refund): a row of its own, next to its
 * credit, which shows what stayed. The database's `card_history_is_ledger_row` (behind the history's day sums)
 * states the same conditions, held equal by `historyLedgerRowSql.test.ts`.
 */
export function ownLedgerRowOf(card: SQLWrapper): SQL {
  return sql`l.card_id = ${card} AND l.kind IN (${ledgerKinds})
  AND (l.kind <> 'reversal' OR l.meta->>'authorizationId' IS NULL)
  AND (l.kind <> 'refund' OR l.meta->>'authorizationId' IS NULL OR coalesce((SELECT ca.direction
    FROM card_authorizations ca WHERE ca.id = l.meta->>'authorizationId'), 'debit') <> 'credit')
  AND (l.kind <> 'reversal' OR l.ref NOT LIKE 'auth:%')
  AND (l.kind <> 'adjustment' OR l.balance_delta <> 0 OR l.pending_delta < 0)`
}
const ownLedgerRow = ownLedgerRowOf(id)

/**
 * Where a ledger row goes among rows of one instant: a movement after a purchase (a refund, a refund taken
 * back, a correction, an adjustment) above the purchases (rank 1), a credit (a top-up, a redemption, an
 * operator's credit) below them: a card is funded before it is spent, and refunded after.
 */
const ledgerRank = sql.raw(
  "(CASE WHEN l.kind IN ('topup_credit', 'redeem', 'exception_credit') THEN 2 ELSE 0 END)",
)

/**
 * A ledger row's description: the merchant's name (the row's kind says what happened, worded in the owner's
 * language by the web and the statement). Rows written before the kinds were worded that way carry an English
 * suffix ("Shop (refund)") or stand-in ("Card purchase"): neither is shown.
 */
const ledgerDescription = sql.raw(`(CASE WHEN l.kind IN ('refund', 'correction', 'return_reversal', 'dispute')
  THEN nullif(regexp_replace(coalesce(l.meta->>'description', ''),
    ' \\((refund|refund taken back|correction|dispute credit|dispute credit taken back|provisional dispute credit)\\)$',
    ''), 'Card purchase')
  ELSE l.meta->>'description' END)`)
const describedLedgerRow = sql`coalesce(${ledgerDescription}, '')`

/**
 * The row a keyed page starts below (`before`: a purchase's id, or `beforeLedger`: a ledger row's id, the other
 * one matching nothing), as its place in the history's order: `(at, -rank, n)`, larger is newer. None when it
 * is no row of this card's history.
 */
const cursorRow = sql`(SELECT a.created_at AS at, -1 AS nrank, a.seq AS n FROM card_authorizations a
    WHERE a.id = ${before} AND a.card_id = ${id}
  UNION ALL
  SELECT l.created_at, -${ledgerRank}, l.id FROM card_ledger l WHERE l.id = ${beforeLedger} AND ${ownLedgerRow})`
const cursorKey = sql`(SELECT k.at, k.nrank, k.n FROM ${cursorRow} AS k)`
const cursorAt = sql`(SELECT k.at FROM ${cursorRow} AS k)`

/**
 * What a card's history rows change of the balance: its purchases and its ledger rows of their own that meet the
 * two conditions, each as its trigger counted it into its day (see `newerChange`).
 */
function rowsChange(purchaseWhere: SQL, ledgerWhere: SQL): SQL {
  return sql`((SELECT coalesce(sum(a.history_change_micro), 0) FROM card_authorizations a
      WHERE a.card_id = ${id} AND ${purchaseWhere})
    + (SELECT coalesce(sum(CASE WHEN l.pending_delta > 0 THEN coalesce((SELECT c.history_settled_micro
        FROM card_credits c WHERE c.ref = l.ref), 0) ELSE l.balance_delta END), 0)
      FROM card_ledger l WHERE ${ownLedgerRow} AND ${ledgerWhere}))`
}

/** The card's day sums from `day` on (`>=`) or after it (`>`). */
const daysSum = (op: '>' | '>=', day: SQL) =>
  sql`(SELECT coalesce(sum(d.change_micro), 0) FROM card_history_days d
    WHERE d.card_id = ${id} AND d.day ${sql.raw(op)} ${day})`

/** The rows of the key's day on one side of the key (the key's row on the newer side). */
function keyDayRows(side: 'newer' | 'older'): SQL {
  return side === 'newer'
    ? rowsChange(
        sql`a.created_at >= k.at AND a.created_at < ${keyDayEnd} AND (a.created_at, -1, a.seq) >= (k.at, k.nrank, k.n)`,
        sql`l.created_at >= k.at AND l.created_at < ${keyDayEnd}
          AND (l.created_at, -${ledgerRank}, l.id) >= (k.at, k.nrank, k.n)`,
      )
    : rowsChange(
        sql`a.created_at >= ${keyDayStart} AND a.created_at <= k.at AND (a.created_at, -1, a.seq) < (k.at, k.nrank, k.n)`,
        sql`l.created_at >= ${keyDayStart} AND l.created_at <= k.at
          AND (l.created_at, -${ledgerRank}, l.id) < (k.at, k.nrank, k.n)`,
      )
}
const keyDayStart = sql`card_history_day(k.at)::timestamp AT TIME ZONE 'UTC'`
const keyDayEnd = sql`(card_history_day(k.at) + 1)::timestamp AT TIME ZONE 'UTC'`
const keyDay = sql`card_history_day(k.at)`

/**
 * What the key's row and the rows above it change of the balance, without reading the rows of other days: the
 * card's days (card_history_days, kept by migration 0069's triggers) and the rows of the key's own day on its
 * shorter side, each as its trigger counted it (`history_change_micro` of a purchase, `history_settled_micro` of
 * a credit: what the domain's fold gives, kept as the rows move). A key in the afternoon (UTC) adds the days after
 * its own and the rows from it to midnight; a key in the morning takes the days from its own on and subtracts the
 * rows from midnight to below it. Either way the rows read are at most the half day on the key's shorter side,
 * not up to the whole day (about 800 rows on a card that buys all day), and the sum is the same: a day's sum is
 * its rows' sum, kept in the same transaction as every write that moves one.
 */
const newerChange = sql`(SELECT CASE WHEN (k.at AT TIME ZONE 'UTC')::time >= time '12:00'
    THEN ${daysSum('>', keyDay)} + ${keyDayRows('newer')}
    ELSE ${daysSum('>=', keyDay)} - ${keyDayRows('older')}
    END FROM ${cursorRow} AS k)`

/**
 * The newest `reach` rows of a card's history in one statement: its purchases (card_authorizations, each with
 * what it still holds and what was refunded of it) and its ledger movements that are rows of their own
 * (HISTORY_LEDGER_KINDS, each with its credit's settled and reversed parts), each side limited on its index
 * (migration 0015) and merged newest first (at one instant, refunds above purchases above credits:
 * `ledgerRank`); with the request's live session (placeholders `sid`, `now`: no row at all, no live
 * session), the owner check (the card's columns null: another user's card or none, 404), the card's balance and
 * the total of both sides. The page is one JSON value (`db/jsonRows.ts`: an array of `PAGE_COLUMNS` arrays,
 * money as text). Folding rows into states and amounts
 * is the domain's (foldPurchase, foldLedgerEntry).
 */
function historySelect(db: Db, keyed: boolean) {
  const belowPurchase = keyed
    ? sql`AND a.created_at <= ${cursorAt} AND (a.created_at, -1, a.seq) < ${cursorKey}`
    : sql``
  const belowLedger = keyed
    ? sql`AND l.created_at <= ${cursorAt} AND (l.created_at, -${ledgerRank}, l.id) < ${cursorKey}`
    : sql``
  const pageJson = pageJsonOf(historyPage(belowPurchase, belowLedger))
  return db
    .select({
      ...liveSessionColumns,
      cardId: cards.id,
      total: sql<number>`CASE WHEN ${cards.id} IS NULL THEN 0 ELSE
        (SELECT count(*) FROM ${cardAuthorizations} WHERE ${cardAuthorizations.cardId} = ${id})
        + (SELECT count(*) FROM card_ledger l WHERE ${ownLedgerRow}) END`.mapWith(Number),
      balanceMicro: cards.balanceMicro,
      heldMicro: cards.heldMicro,
      page: pageJson,
      ...(keyed
        ? {
            cursorFound: sql<boolean>`EXISTS ${cursorRow}`,
            newerChangeMicro: sql<string>`(${newerChange})::text`,
          }
        : {}),
    })
    .from(sessions)
    .leftJoin(cards, ownedCard)
    .where(liveSessionCondition)
}

/** The page's rows (`reach` of them, newest first) among the rows the two conditions keep, each side on its index. */
function historyPage(belowPurchase: SQL, belowLedger: SQL): SQL {
  return sql`(
    SELECT * FROM (
      (SELECT 'a' AS src, 1 AS rank, a.seq AS n, a.id AS ref, a.created_at AS at, a.status AS status,
        NULL::text AS kind,
        a.amount_micro::text AS amount_micro, coalesce(a.captured_micro, 0)::text AS captured_micro,
        coalesce((SELECT h.amount_micro FROM card_holds h WHERE h.ref = 'auth:' || a.id AND h.status = 'open'),
          0)::text AS held_micro,
        coalesce((SELECT sum(t.amount_micro) FROM card_transactions t
          WHERE t.authorization_id = a.id AND t.type = 'refund'), 0)::text AS refunded_micro,
        '0' AS pending_delta, '0' AS balance_delta, '0' AS settled_micro, '0' AS reversed_micro,
        '0' AS taken_micro, NULL::text AS counterparty_card, NULL::text AS counterparty_address,
        a.currency AS currency, a.merchant_name AS description, a.decline_reason AS decline_reason,
        a.decline_limit_micro::text AS decline_limit_micro,
        a.direction AS direction, a.merchant_currency AS merchant_currency,
        (CASE WHEN coalesce(a.captured_micro, 0) > 0 AND a.merchant_cleared_minor IS NOT NULL
          THEN a.merchant_cleared_minor ELSE a.merchant_amount_minor END)::text AS merchant_minor
      FROM card_authorizations a
      WHERE a.card_id = ${id} ${belowPurchase}
      ORDER BY a.created_at DESC, a.seq DESC
      LIMIT ${reach})
      UNION ALL
      (SELECT 'l' AS src, ${ledgerRank} AS rank, l.id AS n, l.ref AS ref, l.created_at AS at, NULL::text AS status, l.kind AS kind,
        '0', '0', '0', '0',
        l.pending_delta::text, l.balance_delta::text,
        coalesce(c.settled_micro, 0)::text, coalesce(c.reversed_micro, 0)::text,
        coalesce(c.taken_micro, 0)::text,
        (SELECT x.pan_last4 FROM cards x WHERE x.id = coalesce(l.meta->>'toCardId', l.meta->>'fromCardId')),
        (CASE WHEN l.ref LIKE 'excess_refund:%' THEN l.meta->>'owner'
          WHEN l.ref LIKE 'exception_refund:%' THEN (SELECT p.sender FROM card_credits pc
            JOIN payments p ON p.id = pc.payment_id WHERE pc.ref = l.meta->>'credit') END),
        'USD', ${describedLedgerRow}, NULL::text, NULL::text,
        'debit', l.meta->>'merchantCurrency', l.meta->>'merchantAmountMinor'
      FROM card_ledger l LEFT JOIN card_credits c ON c.ref = l.ref
      WHERE ${ownLedgerRow} ${belowLedger}
      ORDER BY l.created_at DESC, ${ledgerRank} ASC, l.id DESC
      LIMIT ${reach})
    ) AS merged
    ORDER BY at DESC, rank ASC, n DESC
    LIMIT ${reach}
  ) AS page`
}

/** The page as one JSON value: an array of `PAGE_COLUMNS` arrays, newest first (none without the card). */
function pageJsonOf(page: SQL) {
  return sql<unknown>`(SELECT json_agg(json_build_array(${sql.raw(
    PAGE_COLUMNS.map((column) => `page.${column}`).join(', '),
  )}) ORDER BY page.at DESC, page.rank ASC, page.n DESC) FROM ${page} WHERE ${cards.id} IS NOT NULL)`
}

const from = sql.placeholder('from')
const to = sql.placeholder('to')
/** Where the day of `to` starts and ends (UTC). */
const toDayStart = sql`card_history_day(${to})::timestamp AT TIME ZONE 'UTC'`
const toDayEnd = sql`(card_history_day(${to}) + 1)::timestamp AT TIME ZONE 'UTC'`

/** The rows of the day of `to` in `[start, end)`. */
const toDayRows = (start: SQLWrapper, end: SQLWrapper) =>
  rowsChange(
    sql`a.created_at >= ${start} AND a.created_at < ${end}`,
    sql`l.created_at >= ${start} AND l.created_at < ${end}`,
  )

/**
 * What every row from `to` on changes of the balance, without reading the rows of other days: the card's days
 * and the rows of the day of `to` on its shorter side, as the triggers counted them (see `newerChange`). A month
 * that ends at midnight UTC reads no row at all.
 */
const toDay = sql`card_history_day(${to})`
const changeFromTo = sql`(CASE WHEN (${to}::timestamptz AT TIME ZONE 'UTC')::time >= time '12:00'
  THEN ${daysSum('>', toDay)} + ${toDayRows(to, toDayEnd)}
  ELSE ${daysSum('>=', toDay)} - ${toDayRows(toDayStart, to)}
  END)`

/**
 * Every history row of a card from `from` (included) to `to` (excluded), newest first, with the card's balance
 * and what the rows from `to` on change of it: a month's rows with their running balance, as the history pages
 * them. The caller has checked the owner.
 */
const rangeHistoryStatement = preparedPerDatabase((db: Db) =>
  db
    .select({
      balanceMicro: cards.balanceMicro,
      heldMicro: cards.heldMicro,
      page: pageJsonOf(
        historyPage(
          sql`AND a.created_at >= ${from} AND a.created_at < ${to}`,
          sql`AND l.created_at >= ${from} AND l.created_at < ${to}`,
        ),
      ),
      newerChangeMicro: sql<string>`(${changeFromTo})::text`,
    })
    .from(cards)
    .where(eq(cards.id, id))
    .prepare('card_history_range'),
)

/** A month's rows at most: a statement of more would be a book, not a page (the card network's volumes are far below). */
const RANGE_REACH = 100_000

/**
 * The history rows of a card in `[from, to)`, newest first, with its balance and what the rows newer than the
 * range change of it (`newerChangeMicro`), so the range's running balance is the history's. Null: no such card.
 */
export async function historyRowsInRange(
  db: Db,
  { cardId, from: start, to: end }: { cardId: string; from: Date; to: Date },
): Promise<
  (Omit<HistoryRows, 'total' | 'rows'> & { rows: (HistoryPurchaseRow | HistoryLedgerRow)[] }) | null
> {
  const [first] = await rangeHistoryStatement(db).execute({
    id: cardId,
    from: start,
    to: end,
    reach: RANGE_REACH,
  })
  if (!first || first.balanceMicro === null || first.heldMicro === null) return null
  return {
    balanceMicro: first.balanceMicro,
    heldMicro: first.heldMicro,
    rows: jsonRows(first.page, PAGE_COLUMNS.length, 'card history').map(decodePageRow),
    newerChangeMicro: BigInt(first.newerChangeMicro ?? '0'),
  }
}

/** The page's columns, in the order of each row's JSON array (`decodePageRow` reads them back by position). */
const PAGE_COLUMNS = [
  'src',
  'n',
  'ref',
  'at',
  'status',
  'kind',
  'amount_micro',
  'captured_micro',
  'held_micro',
  'refunded_micro',
  'pending_delta',
  'balance_delta',
  'settled_micro',
  'reversed_micro',
  'taken_micro',
  'counterparty_card',
  'counterparty_address',
  'currency',
  'description',
  'decline_reason',
  'decline_limit_micro',
  'direction',
  'merchant_currency',
  'merchant_minor',
] as const

const historyStatement = preparedPerDatabase((db: Db) =>
  historySelect(db, false).prepare('card_history_rows'),
)
const keyedHistoryStatement = preparedPerDatabase((db: Db) =>
  historySelect(db, true).prepare('card_history_rows_keyed'),
)

/**
 * The statement's SQL with its parameters written in (`id`, `sid`, `now`, `reach`), for a test that checks its
 * plan uses the indexes. Values are quoted as SQL literals.
 */
export function historySqlText(
  db: Db,
  values: { id: string; sid: string; now: Date; reach: number },
): string {
  const { sql: text, params } = historySelect(db, false).toSQL()
  const literal = (value: string | number | Date) =>
    typeof value === 'number'
      ? String(value)
      : `'${(value instanceof Date ? value.toISOString() : value).replace(/'/g, "''")}'`
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const name = (params[Number(n) - 1] as { name?: keyof typeof values } | undefined)?.name
    if (!name) throw new Error(`parameter $${n} is not a placeholder`)
    return literal(values[name])
  })
}

/** A row's amount in the merchant's own currency (minor units of `currency`). */
export type HistoryMerchantAmount = { currency: string; amountMinor: bigint }

export type HistoryPurchaseRow = {
  src: 'purchase'
  id: string
  at: Date
  status: 'challenge' | 'approved' | 'declined' | 'captured' | 'reversed'
  /** `credit`: a credit authorization (a pending credit). */
  direction: 'debit' | 'credit'
  /** What the merchant asked (cleared, once it cleared) in its own currency. */
  merchant: HistoryMerchantAmount | null
  amountMicro: bigint
  capturedMicro: bigint
  heldMicro: bigint
  refundedMicro: bigint
  currency: string
  description: string
  declineReason: string | null
  /** The owner's limit a decline went over, as it was then (micro-USD). */
  declineLimitMicro: bigint | null
}

export type HistoryLedgerRow = {
  src: 'ledger'
  /** The ledger row's id (its `ref` can be longer than the wire's ids). */
  id: number
  at: Date
  kind: HistoryLedgerKind
  pendingDeltaMicro: bigint
  balanceDeltaMicro: bigint
  settledMicro: bigint
  reversedMicro: bigint
  /** Of a credit: what of `reversedMicro` left on the owner's request (moved, refunded). */
  takenMicro: bigint
  /** A move or refund of pending money on the owner's request (from the row's ref), else null. */
  movement: LedgerMovement | null
  /** The other card of a move (its last 4 digits), the address a refund goes to. */
  counterparty: { cardLast4?: string; address?: string } | null
  description: string
  /** The merchant's own amount of the movement, when it had one. */
  merchant: HistoryMerchantAmount | null
}

export type HistoryRows = {
  total: number
  /** The card's ledger balance and what its open holds reserve. */
  balanceMicro: bigint
  heldMicro: bigint
  /**
   * The newest `reach` rows (below the key, when keyed), newest first. Keyed by a row that is none of this
   * card's history: null.
   */
  rows: (HistoryPurchaseRow | HistoryLedgerRow)[] | null
  /** What the rows above the key change of the balance (0 when not keyed). */
  newerChangeMicro: bigint
}

/** Where a keyed page starts: below a purchase (its id) or below a ledger row (its id). */
export type HistoryKey = { purchaseId: string } | { ledgerId: number }

/**
 * The request's live session (`sid` at `now`; undefined when there is none) and, when the card is that session
 * owner's, the card with its newest `reach` history rows, below `key` when given (null: another user's card or
 * none). One statement, on indexes: a keyed page costs its reach and the days above it, never the rows above.
 */
export async function historyRows(
  db: Db,
  {
    cardId,
    sid,
    now,
    reach,
    key,
  }: { cardId: string; sid: string; now: Date; reach: number; key?: HistoryKey | undefined },
): Promise<{ session: LiveSession | undefined; history: HistoryRows | null }> {
  const [first] = key
    ? await keyedHistoryStatement(db).execute({
        id: cardId,
        sid,
        now,
        reach,
        before: 'purchaseId' in key ? key.purchaseId : '',
        beforeLedger: 'ledgerId' in key ? key.ledgerId : -1,
      })
    : await historyStatement(db).execute({ id: cardId, sid, now, reach })
  const session = liveSessionOf(first)
  if (!first || first.cardId === null || first.balanceMicro === null || first.heldMicro === null) {
    return { session, history: null }
  }
  const keyed = first as typeof first & { cursorFound?: boolean; newerChangeMicro?: string | null }
  const found = !key || keyed.cursorFound === true
  return {
    session,
    history: {
      total: first.total,
      balanceMicro: first.balanceMicro,
      heldMicro: first.heldMicro,
      rows: found ? jsonRows(first.page, PAGE_COLUMNS.length, 'card history').map(decodePageRow) : null,
      newerChangeMicro: found && keyed.newerChangeMicro ? BigInt(keyed.newerChangeMicro) : 0n,
    },
  }
}

/** One `PAGE_COLUMNS` array of the page as the row the domain folds. */
function decodePageRow(tuple: unknown[]): HistoryPurchaseRow | HistoryLedgerRow {
  const [
    src,
    n,
    ref,
    at,
    status,
    kind,
    amount,
    captured,
    held,
    refunded,
    pendingDelta,
    balanceDelta,
    settled,
    reversed,
    taken,
    counterpartyCard,
    counterpartyAddress,
    currency,
    description,
    declineReason,
    declineLimit,
    direction,
    merchantCurrency,
    merchantMinor,
  ] = tuple
  const merchant = merchantOf(merchantCurrency, merchantMinor)
  if (src === 'a')
    return {
      src: 'purchase',
      id: jsonText(ref),
      at: jsonDate(at),
      status: jsonText(status) as HistoryPurchaseRow['status'],
      direction: jsonText(direction) === 'credit' ? 'credit' : 'debit',
      amountMicro: jsonMicro(amount),
      capturedMicro: jsonMicro(captured),
      heldMicro: jsonMicro(held),
      refundedMicro: jsonMicro(refunded),
      currency: jsonTextOrNull(currency) ?? 'USD',
      description: jsonTextOrNull(description) ?? '',
      declineReason: jsonTextOrNull(declineReason),
      declineLimitMicro: declineLimit === null ? null : jsonMicro(declineLimit),
      merchant,
    }
  return {
    src: 'ledger',
    id: jsonNumber(n),
    at: jsonDate(at),
    kind: jsonText(kind) as HistoryLedgerKind,
    pendingDeltaMicro: jsonMicro(pendingDelta),
    balanceDeltaMicro: jsonMicro(balanceDelta),
    settledMicro: jsonMicro(settled),
    reversedMicro: jsonMicro(reversed),
    takenMicro: jsonMicro(taken),
    movement: movementOf(jsonText(ref)),
    counterparty: counterpartyOf(jsonTextOrNull(counterpartyCard), jsonTextOrNull(counterpartyAddress)),
    description: jsonTextOrNull(description) ?? '',
    merchant,
  }
}

/**
 * What a ledger row moved on the owner's request, from its ref (the refs of transferPending, requestExcessRefund
 * and an operator's refund of a partial payment).
 */
function movementOf(ref: string): LedgerMovement | null {
  if (/^transfer:.*:out$/.test(ref)) return 'transfer_out'
  if (/^transfer:.*:in$/.test(ref)) return 'transfer_in'
  if (ref.startsWith('excess_refund:') || ref.startsWith('exception_refund:')) return 'topup_refund'
  return null
}

function counterpartyOf(card: string | null, address: string | null): HistoryLedgerRow['counterparty'] {
  const last4 = card !== null && /^\d{4}$/.test(card) ? card : undefined
  const to = address !== null && /^0x[0-9a-fA-F]{40}$/.test(address) ? address : undefined
  if (!last4 && !to) return null
  return { ...(last4 ? { cardLast4: last4 } : {}), ...(to ? { address: to } : {}) }
}

/** The merchant's own currency and amount of a row (minor units), when it was kept. */
function merchantOf(currency: unknown, minor: unknown): HistoryMerchantAmount | null {
  const code = jsonTextOrNull(currency)
  const amount = jsonTextOrNull(minor)
  if (code === null || amount === null || !/^-?\d{1,18}$/.test(amount)) return null
  return { currency: code, amountMinor: BigInt(amount) }
}
