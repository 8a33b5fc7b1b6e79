import {
  getHistoryKind,
  isOrderStatus,
  maskLast4,
  type StatementLanguage,
  type TransactionState,
  type TransactionType,
} from '@chaincard/domain'
import { AppError } from '../../errors'
import { loadOwnerView } from '../../runtime/access/loadOwnerView'
import { requireOwnedCard } from '../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../runtime/appContext'
import { requireBudget } from '../../runtime/budgets'
import type { StatementLine } from './renderStatementPdf'
import type { StatementRenderTask } from './renderStatementWorker'
import { fill, kindLabel, STATEMENT_TEXTS, type StatementTexts } from './statementTexts'
import { monthOf, monthRange } from './zonedMonth'

/** A history row's amount as the app shows it, when it is another than what it did to the balance. */
type HistoryItem = {
  id: string
  type: TransactionType
  state: TransactionState
  description: string
  amount: string
  balanceChange: string
  original: { amount: string; currency: string }
  settlement: { amount: string; currency: string }
  counterparty?: { cardLast4?: string | undefined; address?: string | undefined } | undefined
}

/** The card's history rows of a range as the app shows them (the cards module's `listHistoryInRange`). */
export type RangeHistory = {
  openingMicro: bigint
  closingMicro: bigint
  rows: { item: HistoryItem; at: Date; changeMicro: bigint; balanceAfterMicro: bigint }[]
}

/** Kinds of rows whose amount can differ from what they did to the balance by money of a pending top-up. */
const PENDING_TOPUP_KINDS: ReadonlySet<string> = new Set([
  'topup',
  'reward',
  'credit',
  'transfer_in',
  'transfer_out',
  'topup_refund',
])

/**
 * The statement's line of a history row: its kind (a purchase still held is an authorization), its description
 * worded in the owner's language where the app words it too (a move, a refund of a top-up: from the other side),
 * and a note: what the merchant charged in its own currency ("EUR 9.00 -> 10.00 USD"), or the row's amount when
 * it is not what it did to the balance (a part that left the pending top-up, a top-up not settled yet).
 */
function lineOf(texts: StatementTexts, row: RangeHistory['rows'][number]): StatementLine {
  const { item } = row
  const kind = getHistoryKind(item)
  const type = kind === 'purchase' && item.state === 'pending' ? 'authorization' : kind
  const other = item.counterparty
  const description =
    kind === 'transfer_out' && other?.cardLast4
      ? fill(texts.movedTo, { last4: other.cardLast4 })
      : kind === 'transfer_in' && other?.cardLast4
        ? fill(texts.movedFrom, { last4: other.cardLast4 })
        : kind === 'topup_refund' && other?.address
          ? fill(texts.refundTo, { address: other.address })
          : item.description || kindLabel(texts, type)
  const note =
    item.original.currency !== 'USD'
      ? `${item.original.currency} ${item.original.amount} -> ${item.settlement.amount} USD`
      : PENDING_TOPUP_KINDS.has(kind) && item.amount !== item.balanceChange
        ? fill(texts.notInBalance, { amount: item.amount })
        : undefined
  return {
    at: row.at,
    id: item.id,
    type,
    description,
    ...(note ? { note } : {}),
    amountMicro: row.changeMicro,
    balanceAfterMicro: row.balanceAfterMicro,
  }
}

export type StatementOptions = {
  /** `YYYY-MM` on the wall clock of `tz`; absent: the current month there. */
  month?: string | undefined
  /** A validated IANA time zone (default UTC). */
  tz?: string | undefined
  lang: StatementLanguage
  format?: 'pdf' | 'csv' | undefined
}

export type Statement = { body: Uint8Array | string; contentType: string; filename: string; month: string }

/**
 * `GET /card/{id}/statement?month=YYYY-MM&tz=&lang=&format=`. The statement is the card's history over the month
 * on the owner's wall clock (`tz`), the rows the app shows (`history`: the same kinds, references and amounts,
 * a top-up partly moved or refunded as its credit of what stayed and a row of its own for each part that left,
 * a purchase still held as an authorization; declined attempts moved nothing and are left out), each with the
 * running balance after it: the spendable balance, exact micro-USD rounded down once, each amount the
 * difference of the shown balances (domain `shownBalance`), so opening + the amounts = closing to the cent. A
 * month in the future, or one that ended before the card was created, is a 400; orders (not activated) have
 * none: 409. In the owner's language (`statementTexts.ts`; the PDF's fonts in `statementFonts.ts`), as a PDF or
 * a CSV of the same lines.
 */
export async function buildStatement(
  ctx: AppContext,
  id: string,
  owner: string,
  options: StatementOptions,
  /** Renders the PDF or CSV (the statement pool: a worker thread). */
  render: (task: StatementRenderTask) => Promise<Uint8Array | string>,
  /** The card's history rows of `[from, to)` as the app shows them (the cards module's). */
  history: (cardId: string, range: { from: Date; to: Date }) => Promise<RangeHistory>,
): Promise<Statement> {
  const card = await requireOwnedCard(ctx.db, id, owner)
  if (isOrderStatus(card.status)) {
    throw new AppError('invalid_action', 'invalid action: a card that is not activated has no statement')
  }
  const tz = options.tz ?? 'UTC'
  const now = ctx.clock.now()
  const current = monthOf(now, tz)
  const chosen = options.month ?? current
  if (chosen > current) {
    throw new AppError('validation_failed', `month: ${chosen} is in the future (it is ${current} in ${tz})`)
  }
  const { start, end } = monthRange(chosen, tz)
  if (end.getTime() <= card.createdAt.getTime()) {
    throw new AppError(
      'validation_failed',
      `month: ${chosen} ended before the card existed (created ${monthOf(card.createdAt, tz)} in ${tz})`,
    )
  }
  const month = await history(card.id, { from: start, to: end })
  const texts = STATEMENT_TEXTS[options.lang]
  const lines = month.rows.filter((row) => row.item.state !== 'declined').map((row) => lineOf(texts, row))
  const base = `statement-${card.panLast4 ?? card.id.slice(0, 8)}-${chosen}`
  // Each render costs a worker thread's time: the owner's hourly budget, shared by every instance.
  await requireBudget(
    ctx.db,
    { key: `statements|${owner}`, max: ctx.config.budgets.statementsPerHour, windowMs: 3_600_000, now },
    'statements downloaded too often this hour',
  )
  if (options.format === 'csv') {
    return {
      body: await render({ format: 'csv', lang: options.lang, tz, lines }),
      contentType: 'text/csv; charset=utf-8',
      filename: `${base}.csv`,
      month: chosen,
    }
  }
  const { displayName } = await loadOwnerView(ctx.db, owner)
  const pdf = await render({
    format: 'pdf',
    parameters: {
      productName: ctx.config.productName,
      lang: options.lang,
      tz,
      card: {
        id: card.id,
        maskedNumber: maskLast4(card.panLast4),
        program: card.program,
        displayName: card.contactSubmittedAt ? displayName : null,
      },
      month: chosen,
      openingMicro: month.openingMicro,
      closingMicro: month.closingMicro,
      lines,
      generatedAt: now,
    },
  })
  return { body: pdf, contentType: 'application/pdf', filename: `${base}.pdf`, month: chosen }
}
