import type { ConfirmationsResponse } from '@chaincard/domain'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { type Hash, TransactionReceiptNotFoundError } from 'viem'
import { cards } from '../../db/schema/cards'
import { type PaymentRow, payments } from '../../db/schema/payments'
import { AppError } from '../../errors'
import type { PaymentsContext } from '../../runtime/paymentsContext'
import { REORGED_REASON } from './transitionPayment'

/**
 * GET /confirmations/:hash for a hash this user reported (else 404): live confirmations of the
 * transaction (or of its replacement) counted against the canonical chain, the chain's requirement, and
 * `confirmed` once credited (`partial` when below the minimum first top-up), `reverted` when refused
 * (reverted or paying nothing to the card), `not_found` when dropped, `reorged` when its block left the chain
 * and it is in no other.
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
    case 'credited': {
      const seen = await live(payment)
      if (seen === 'reorged' || payment.reason === REORGED_REASON) {
        return { confirmations: 0, required, status: 'reorged' }
      }
      const confirmations = seen ?? required
      return {
        confirmations,
        required,
        status: payment.exception === 'paid_partial' ? 'partial' : 'confirmed',
      }
    }
    default: {
      const seen = await live(payment)
      if (seen === 'reorged' || (seen === null && payment.reason === REORGED_REASON)) {
        return { confirmations: 0, required, status: 'reorged' }
      }
      return { confirmations: seen ?? 0, required, status: 'pending' }
    }
  }

  /**
   * Confirmations counted against the canonical chain: from the stored block while its hash is still the
   * canonical one, else from wherever the receipt is now; `reorged` when the block left the chain and the
   * transaction is in no other; null when the node does not answer or the transaction was never mined.
   */
  async function live(p: PaymentRow): Promise<number | 'reorged' | null> {
    if (!chain) return null
    try {
      const head = await chain.client.getBlockNumber({ cacheTime: 0 })
      const count = (blockNumber: bigint) => (head >= blockNumber ? Number(head - blockNumber) + 1 : 0)
      if (p.blockNumber !== null && p.blockHash !== null && p.blockNumber <= head) {
        const block = await chain.client.getBlock({ blockNumber: p.blockNumber })
        if (block.hash?.toLowerCase() === p.blockHash) return count(p.blockNumber)
      }
      const receipt = await chain.client.getTransactionReceipt({ hash: p.txHash as Hash }).catch((error) => {
        if (error instanceof TransactionReceiptNotFoundError) return null
        throw error
      })
      if (receipt?.status === 'success') return count(receipt.blockNumber)
      return p.blockNumber !== null ? 'reorged' : null
    } catch {
      return null
    }
  }
}
