import { formatUsd, REDEEMABLE_OPTIONS_MICRO_USD, type RedeemableOptionsResponse } from '@chaincard/domain'

/** `GET /reward/redeemable-option`: the fixed amounts a reward balance can be redeemed in. */
export function getRedeemableOptions(): RedeemableOptionsResponse {
  return { options: REDEEMABLE_OPTIONS_MICRO_USD.map((amount) => formatUsd(amount, 'exact')) }
}
