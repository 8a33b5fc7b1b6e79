import type { Address } from 'viem'
import { editOrderCurrency } from './editOrderCurrency'
import { getOrder } from './getOrder'
import { getTopupInfo } from './getTopupInfo'

/** Where and within which bounds a payment of this card goes, on one chain, in its order currency. */
export type PaymentTarget = {
  /** The card's receiving address. */
  address: Address
  /** Order currency id of the chain ("usdt"). */
  currency: string
  feeRate: string
  originalFeeRate: string
  /** Minimum, base units of the order currency. */
  lower: bigint
  /** A new order whose last reported payment failed (it went back to waiting for payment): why. */
  paymentFailure?: 'reverted' | 'not_a_payment' | 'dropped' | null
}

/**
 * Top-up screen data (SPEC section 4 "Top-up screen entry"): an active or locked card loads its top-up info;
 * a new card loads its order, switched to this chain's order currency first when it differs. The room
 * left on the card comes from the card itself (`getTopupUpper`).
 */
export async function getPaymentTarget(
  id: string,
  load: 'topup-info' | 'order-info',
  currency: string,
): Promise<PaymentTarget> {
  if (load === 'topup-info') {
    const info = await getTopupInfo(id, currency)
    return {
      address: info.address as Address,
      currency: info.currency,
      feeRate: info.feeRate,
      originalFeeRate: info.original.feeRate,
      lower: BigInt(info.lower),
    }
  }
  const order = await getOrder(id)
  if (order.orderCurrency.toLowerCase() !== currency.toLowerCase()) {
    const edited = await editOrderCurrency(id, currency)
    return {
      address: edited.address as Address,
      currency: edited.currency,
      feeRate: edited.topup.feeRate,
      originalFeeRate: edited.topup.original.feeRate,
      lower: BigInt(edited.topup.lower),
      paymentFailure: order.paymentFailure,
    }
  }
  return {
    address: order.address as Address,
    currency: order.orderCurrency,
    feeRate: order.topup.feeRate,
    originalFeeRate: order.topup.original.feeRate,
    lower: BigInt(order.topup.lower),
    paymentFailure: order.paymentFailure,
  }
}
