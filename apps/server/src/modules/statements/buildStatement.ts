import {
  floorToCent,
  formatMinorAmount,
  formatUsd,
  isOrderStatus,
  maskLast4,
  type StatementLanguage,
  shownBalance,
} from '@chaincard/domain'
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm'
import { cardLedger } from '../../db/schema/cards'
import { AppError } from '../../errors'
import { loadOwnerView } from '../../runtime/access/loadOwnerView'
import { requireOwnedCard } from '../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../runtime/appContext'
import { requireBudget } from '../../runtime/budgets'
import type { StatementLine } from './renderStatementPdf'
import type { StatementRenderTask } from './renderStatementWorker'
import { listPendingAuthorizations } from './repo/listPendingAuthorizations'
import { kindLabel, STATEMENT_TEXTS } from './statementTexts'
import { monthOf, monthRange } from './zonedMonth'

/**
 * A movement billed in the merchant's own currency says so after its description: "EUR 9.00 -> 10.00 USD"
 * (what the merchant charged, what reached the card). Nothing for a USD merchant.
 */
function foreignAmountOf(meta: Record<string, unknown> | null, balanceDelta: bigint): string | null {
  const currency = meta?.merchantCurrency
  const minor = meta?.merchantAmountMinor
  if (
    typeof currency !== 'string' ||
    currency === 'USD' ||
    typeof minor !== 'string' ||
    !/^\d{1,18}$/.test(minor)
  ) {
    return null
  }
  const usd = formatUsd(balanceDelta < 0n ? -balanceDelta : balanceDelta, 'down')
  return `${currency} ${formatMinorAmount(BigInt(minor), currency)} -> ${usd} USD`
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
 * `GET /card/{id}/statement?month=YYYY-MM&tz=&lang=&format=`. The statement is the card's ledger over the month
 * on the owner's wall clock (`tz`): opening balance = every balance movement before the month, then each
 * movement of the month with the running balance after it, closing = opening + those movements, so they always
 * agree (the balances are exact micro-USD rounded down once, each amount shown is the difference of the shown
 * balances: the column adds up to the cent). This month's statement also lists the authorizations still pending
 * (held, not cleared): not in the balance yet, no running balance. A month in the future, or one that ended
 * before the card was created, is a 400; orders (not activated) have none: 409. In the owner's language
 * (`statementTexts.ts`; the PDF's fonts in `statementFonts.ts`), as a PDF or a CSV of the same lines.
 */
export async function buildStatement(
  ctx: AppContext,
  id: string,
  owner: string,
  options: StatementOptions,
  /** Renders the PDF or CSV (the statement pool: a worker thread). */
  render: (task: StatementRenderTask) => Promise<Uint8Array | string>,
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
  const [before] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${cardLedger.balanceDelta}), 0)::text` })
    .from(cardLedger)
    .where(and(eq(cardLedger.cardId, card.id), lt(cardLedger.createdAt, start)))
  const entries = await ctx.db
    .select()
    .from(cardLedger)
    .where(
      and(
        eq(cardLedger.cardId, card.id),
        gte(cardLedger.createdAt, start),
        lt(cardLedger.createdAt, end),
        ne(cardLedger.balanceDelta, 0n),
      ),
    )
    .orderBy(asc(cardLedger.createdAt), asc(cardLedger.id))
  const opening = BigInt(before?.total ?? '0')
  const texts = STATEMENT_TEXTS[options.lang]
  let running = opening
  const lines: StatementLine[] = entries.map((entry) => {
    const description = typeof entry.meta?.description === 'string' ? entry.meta.description : undefined
    const foreign = foreignAmountOf(entry.meta, entry.balanceDelta)
    running += entry.balanceDelta
    const shown = shownBalance(running, entry.balanceDelta)
    return {
      at: entry.createdAt,
      id: String(entry.id).padStart(8, '0'),
      type: entry.kind,
      description: description ?? kindLabel(texts, entry.kind),
      ...(foreign ? { note: foreign } : {}),
      amountMicro: shown.changeMicro,
      balanceAfterMicro: shown.afterMicro,
    }
  })
  const closing = running
  const pending =
    chosen === current
      ? (await listPendingAuthorizations(ctx.db, card.id)).map(
          (hold): StatementLine => ({
            at: hold.at,
            id: hold.id.replaceAll('-', ''),
            type: 'authorization',
            description: hold.merchantName,
            amountMicro: -hold.heldMicro,
            balanceAfterMicro: null,
          }),
        )
      : []
  const base = `statement-${card.panLast4 ?? card.id.slice(0, 8)}-${chosen}`
  // Each render costs a worker thread's time: the owner's hourly budget, shared by every instance.
  await requireBudget(
    ctx.db,
    { key: `statements|${owner}`, max: ctx.config.budgets.statementsPerHour, windowMs: 3_600_000, now },
    'statements downloaded too often this hour',
  )
  if (options.format === 'csv') {
    return {
      body: await render({ format: 'csv', lang: options.lang, tz, lines: [...lines, ...pending] }),
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
      openingMicro: floorToCent(opening),
      closingMicro: floorToCent(closing),
      lines,
      pending,
      generatedAt: now,
    },
  })
  return { body: pdf, contentType: 'application/pdf', filename: `${base}.pdf`, month: chosen }
}
