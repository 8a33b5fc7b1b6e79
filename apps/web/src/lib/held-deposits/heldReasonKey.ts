import type { HeldDeposit } from '@chaincard/domain'

/** The sentence of a held deposit: why, per reason and, for an inactive card, per card or user state. */
export function heldReasonKey(item: HeldDeposit): string {
  if (item.reason === 'unsupported_token') {
    return item.detail === 'native_coin' ? 'held.reason.native_coin' : 'held.reason.unsupported_token'
  }
  if (item.reason === 'card_inactive') return `held.reason.card_inactive.${item.detail ?? 'card_suspended'}`
  return `held.reason.${item.reason}`
}
