import type { MerchantAmount } from './InboundEvent'

/** A ledger row's note of the merchant's own amount (minor units as a decimal string), when there is one. */
export function merchantMeta(merchant: MerchantAmount | undefined): Record<string, string> {
  return merchant
    ? { merchantCurrency: merchant.currency, merchantAmountMinor: merchant.amountMinor.toString() }
    : {}
}
