import type { ConfirmationsResponse } from '@chaincard/domain'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { type Hash, TransactionReceiptNotFoundError } from 'viem'
import { cards } from '../../db/schema/cards'
import { type PaymentRow, payments } from '../../db/schema/payments'
import { AppError } from '../../errors'
import type { PaymentsContext } from './paymentsContext'

/**
 * GET /confirmations/:hash for a hash this user reported (else 404): live confirmations of the
 * transaction (or of its replacement), the chain's requirement, and `confirmed` once credited,
 * `reverted` when refused (reverted or paying nothing to the card), `not_found` when dropped.
 */
export async function getPaymentConfirmations(
  ctx: PaymentsContext,
  ownerAddress: string,
  hash: string,
): Promise<ConfirmationsResponse> {
  const owned = (txHash: string, reportedOnly: boolean) =>
    ctx.db
      .select({ payment: payments })
      .from(payments)
      .innerJoin(cards, eq(cards.id, payments.cardId))
      .where(
        and(
          eq(payments.txHash, txHash.toLowerCase()),
          eq(cards.ownerAddress, ownerAddress.toLowerCase()),
          ...(reportedOnly ? [isNotNull(payments.reportedAt)] : []),
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1)
  const [reported] = await owned(hash, true)
  if (!reported) throw new AppError('not_found', 'transaction not found')
  let payment: PaymentRow = reported.payment
  if (payment.replacedBy) {
    const [replacement] = await owned(payment.replacedBy, false)
    if (replacement) payment = replacement.payment
  }
  const chain = ctx.chains.get(payment.chainId)
  const required = chain?.runtime.requiredConfirmations ?? 1
  switch (payment.status) {
    case 'reverted':
    case 'invalid':
      return { confirmations: 0, required, status: 'reverted' }
    case 'dropped':
      if (!payment.replacedBy) return { confirmations: 0, required, status: 'not_found' }
      return { confirmations: 0, required, status: 'pending' }
    case 'credited':
      return { confirmations: await live(payment, required), required, status: 'confirmed' }
    default:
      return { confirmations: await live(payment, required), required, status: 'pending' }
  }

  async function live(p: PaymentRow, fallback: number): Promise<number> {
    if (!chain) return 0
    try {
      let blockNumber = p.blockNumber
      if (blockNumber === null) {
        const receipt = await chain.client
          .getTransactionReceipt({ hash: p.txHash as Hash })
          .catch((error) => {
            if (error instanceof TransactionReceiptNotFoundError) return null
            throw error
          })
        if (receipt?.status !== 'success') return 0
        blockNumber = receipt.blockNumber
      }
      const head = await chain.client.getBlockNumber({ cacheTime: 0 })
      return head >= blockNumber ? Number(head - blockNumber) + 1 : 0
    } catch {
      // The node is unreachable: a credited payment has at least its requirement, an open one shows none yet.
      return p.status === 'credited' ? fallback : 0
    }
  }
}
