import { getDepositHold, isCardExpired } from '@chaincard/domain'
import { and, eq } from 'drizzle-orm'
import { type Address, getAddress, type Hash } from 'viem'
import type { CardRow } from '../../db/schema/cards'
import { payments } from '../../db/schema/payments'
import { AppError } from '../../errors'
import { lockCard } from '../../ledger'
import { findOwnedCard, getUserState } from '../../runtime/access'
import { requireBudget, spendBudget } from '../../runtime/budgets'
import type { PaymentsContext } from '../../runtime/paymentsContext'
import { DEPOSIT_HOLD_MESSAGES } from './depositHoldMessage'
import { observeTransaction, type TransactionObservation } from './observeTransaction'
import { recordLastPaymentHash } from './orderPayment/recordLastPaymentHash'
import { setOrderPending } from './orderPayment/setOrderStatus'
import { recordRejectedReport } from './recordRejectedReport'
import { ensurePayment } from './repo/ensurePayment'
import { resolveOrderChain } from './resolveOrderChain'
import { applyObservation } from './verifyPayment'

export type ReportPaymentParameters = {
  /** `order`: POST /order/:id/pay (first payment); `topup`: POST /card/:id/topup/pay. */
  kind: 'order' | 'topup'
  ownerAddress: Address
  cardId: string
  currency: string
  hash: Hash
  nonce: number
  /** How long the report waits for the receipt before leaving verification to the background (default 3 s). */
  syncTimeoutMs?: number
  /**
   * Reports an owner and a card may make an hour, and `rejected_report` exceptions a card may raise a day (each
   * report costs RPC calls, each exception an operator's look); absent: none (services that report for
   * themselves).
   */
  budgets?: ReportBudgets
}

type ReportBudgets = { perOwnerPerHour: number; perCardPerHour: number; rejectedPerCardPerDay: number }

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

const ORDER_PAYABLE: readonly CardRow['status'][] = ['new', 'pending']
const TOPUP_PAYABLE: readonly CardRow['status'][] = ['active', 'locked']

/**
 * Records a reported payment and answers at once. First the one rule about card and user state that the
 * watcher applies too (getDepositHold): a card that may not take deposits refuses the report with
 * `topup_disabled` (the transfer itself, once mined, is held as a `card_inactive` exception by the watcher).
 * When the receipt is already there (the web app reports after it), it is classified on the spot: a reverted
 * transaction or one that pays nothing to this card is refused with `payment_rejected`; a matching one is
 * recorded as seen (and credited if it already has its confirmations). Otherwise (mempool, unknown hash, RPC
 * down) it is recorded as reported and the background job follows it. Reporting the same hash again is
 * harmless; a transaction that also pays other cards (a batch) is accepted for this card's own transfers, and
 * one that pays this card nothing is refused whoever else it paid. Every refusal after the card was found leaves a
 * `rejected_report` exception (reporter and reason); nothing else is written.
 */
export async function reportPayment(ctx: PaymentsContext, p: ReportPaymentParameters): Promise<void> {
  const now = ctx.now()
  const card = await findOwnedCard(ctx.db, p.cardId, p.ownerAddress)
  if (!card) throw new AppError('not_found', 'card not found')
  const chain = resolveOrderChain(ctx.chains, p.currency)
  if (!chain) {
    throw new AppError(
      'validation_failed',
      `currency "${p.currency}" is not the order currency of an enabled chain`,
    )
  }
  const hash = p.hash.toLowerCase() as Hash
  const budgets = p.budgets
  if (budgets) {
    const owner = p.ownerAddress.toLowerCase()
    await requireBudget(
      ctx.db,
      { key: `payment-reports|${owner}`, max: budgets.perOwnerPerHour, windowMs: HOUR_MS, now },
      'too many payment reports this hour',
    )
    await requireBudget(
      ctx.db,
      { key: `payment-reports-card|${card.id}`, max: budgets.perCardPerHour, windowMs: HOUR_MS, now },
      'too many payment reports for this card this hour',
    )
  }
  const refuse = async (detail: string, error: AppError): Promise<never> => {
    // A card's refused reports raise a few exceptions a day at most: past them the refusal stands, unrecorded.
    const recorded =
      !budgets ||
      (
        await spendBudget(ctx.db, {
          key: `rejected-reports|${card.id}`,
          max: budgets.rejectedPerCardPerDay,
          windowMs: DAY_MS,
          now,
        })
      ).allowed
    if (!recorded) throw error
    await recordRejectedReport(ctx.db, {
      cardId: card.id,
      chainId: chain.runtime.id,
      txHash: hash,
      reporter: p.ownerAddress,
      detail,
      now,
    })
    throw error
  }

  const [existing] = await ctx.db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(
      and(eq(payments.chainId, chain.runtime.id), eq(payments.txHash, hash), eq(payments.cardId, card.id)),
    )
  const repeat = existing !== undefined && existing.status !== 'invalid' && existing.status !== 'reverted'
  if (!repeat) {
    const hold = getDepositHold({
      status: card.status,
      expired: isCardExpired(card, now),
      userState: await getUserState(ctx.db, p.ownerAddress),
      topupDisabled: card.topupDisabled,
      topupHold: card.topupHold,
    })
    if (hold) await refuse(hold, new AppError('topup_disabled', DEPOSIT_HOLD_MESSAGES[hold]))
    const wrongState = payableProblem(p.kind, card)
    if (wrongState) await refuse('not_payable', new AppError('invalid_action', wrongState))
  }

  // No refusal because another card's payment has the same hash: one transaction may pay several cards (a
  // batch payout), and each card's report is matched against its own transfers only (observeTransaction reads the
  // logs to this card's address; payment_credits' key chain+tx+log credits each log once). A hash that pays this
  // card nothing is refused as `no_match` below, whoever else it paid.
  const observation = await observeWithin(p.syncTimeoutMs ?? 3_000, () =>
    observeTransaction({
      client: chain.client,
      hash,
      token: chain.runtime.orderCurrency.token.address,
      tokenSymbol: chain.runtime.orderCurrency.token.symbol,
      recipient: getAddress(card.depositAddress),
      requiredConfirmations: chain.runtime.requiredConfirmations,
      report: { sender: p.ownerAddress, nonce: p.nonce },
    }),
  )
  if (observation?.kind === 'reverted') {
    await refuse('reverted', new AppError('payment_rejected', 'transaction reverted'))
  }
  if (observation?.kind === 'no_match') {
    await refuse('no_match', new AppError('payment_rejected', observation.reason))
  }

  const payment = await ctx.db.transaction(async (tx) => {
    // Card row first, then the payment row: the same lock order as creditPayment (no deadlock).
    await lockCard(tx, card.id)
    const row = await ensurePayment(tx, {
      chainId: chain.runtime.id,
      txHash: hash,
      cardId: card.id,
      currency: chain.runtime.orderCurrency.id,
      now,
      report: { sender: p.ownerAddress, nonce: p.nonce },
    })
    if (p.kind === 'order') await setOrderPending(tx, card.id, now)
    await recordLastPaymentHash(tx, card.id, hash, now)
    return row
  })
  if (observation?.kind === 'included') await applyObservation(ctx, payment, chain.runtime, observation)
}

/** Why a card in this status cannot take this kind of payment (null when it can). */
function payableProblem(kind: 'order' | 'topup', card: CardRow): string | null {
  if (kind === 'order' && !ORDER_PAYABLE.includes(card.status)) {
    return 'invalid action: the order is not waiting for a payment'
  }
  if (kind === 'topup' && !TOPUP_PAYABLE.includes(card.status)) {
    return 'invalid action: only an active or locked card can be topped up'
  }
  return null
}

/** The observation, or null when the chain does not answer in time or fails (the background job retries). */
async function observeWithin(
  timeoutMs: number,
  observe: () => Promise<TransactionObservation>,
): Promise<TransactionObservation | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs)
  })
  try {
    return await Promise.race([observe().catch(() => null), timeout])
  } finally {
    clearTimeout(timer)
  }
}
