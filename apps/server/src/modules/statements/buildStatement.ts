import { formatMinorAmount, formatUsd } from '@chaincard/domain'
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm'
import { cardLedger } from '../../db/schema/cards'
import { AppError } from '../../errors'
import type { CardsContext } from '../cards/cardsContext'
import { isOrderStatus } from '../cards/isOrderStatus'
import { loadOwnerView } from '../cards/loadOwnerView'
import { maskCardNumber } from '../cards/maskCardNumber'
import { requireOwnedCard } from '../cards/requireOwnedCard'
import { monthOf, monthRange } from './monthRange'
import { renderStatementPdf, type StatementLine } from './renderStatementPdf'
import { listPendingAuthorizations } from './repo/listPendingAuthorizations'

const KIND_LABELS: Record<string, string> = {
  settlement: 'Top-up',
  purchase: 'Purchase',
  reversal: 'Reversal',
  redeem: 'Reward redemption',
  adjustment: 'Adjustment',
  topup_credit: 'Top-up received',
  refund: 'Refund',
  return_reversal: 'Refund taken back',
  correction: 'Correction',
}

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

export type Statement = { pdf: Uint8Array; filename: string; month: string }

/**
 * `GET /card/{id}/statement?month=YYYY-MM` (default: this month, UTC). The statement is the card's ledger:
 * opening balance = every balance movement before the month, then each movement of the month, closing =
 * opening + those movements, so the three always agree. This month's statement also lists the authorizations
 * still pending (held, not cleared): they are not in the balance yet, the available balance is net of them.
 * Orders (not activated) have none: 409.
 */
export async function buildStatement(
  ctx: CardsContext,
  id: string,
  owner: string,
  month?: string,
): Promise<Statement> {
  const card = await requireOwnedCard(ctx.db, id, owner)
  if (isOrderStatus(card.status)) {
    throw new AppError('invalid_action', 'invalid action: a card that is not activated has no statement')
  }
  const now = ctx.clock.now()
  const chosen = month ?? monthOf(now)
  const { start, end } = monthRange(chosen)
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
  const lines: StatementLine[] = entries.map((entry) => {
    const description = typeof entry.meta?.description === 'string' ? entry.meta.description : undefined
    const label = description ?? KIND_LABELS[entry.kind] ?? entry.kind
    const foreign = foreignAmountOf(entry.meta, entry.balanceDelta)
    return {
      at: entry.createdAt,
      id: String(entry.id).padStart(8, '0'),
      type: entry.kind,
      description: label,
      ...(foreign ? { note: foreign } : {}),
      amountMicro: entry.balanceDelta,
    }
  })
  const closing = lines.reduce((sum, line) => sum + line.amountMicro, opening)
  const pending =
    chosen === monthOf(now)
      ? (await listPendingAuthorizations(ctx.db, card.id)).map(
          (hold): StatementLine => ({
            at: hold.at,
            id: hold.id.replaceAll('-', ''),
            type: 'authorization',
            description: hold.merchantName,
            amountMicro: -hold.heldMicro,
          }),
        )
      : []
  const { displayName } = await loadOwnerView(ctx.db, owner)
  const pdf = await renderStatementPdf({
    productName: ctx.config.productName,
    card: {
      id: card.id,
      maskedNumber: maskCardNumber(card.panLast4),
      program: card.program,
      displayName: card.contactSubmittedAt ? displayName : null,
    },
    month: chosen,
    openingMicro: opening,
    closingMicro: closing,
    lines,
    pending,
    generatedAt: now,
  })
  return { pdf, filename: `statement-${card.panLast4 ?? card.id.slice(0, 8)}-${chosen}.pdf`, month: chosen }
}
