import { DEPOSIT_HOLD_DETAILS, type DepositHoldDetail, type OwnerLanguage } from '@chaincard/domain'
import { HELD_DEPOSIT_TEXTS } from './heldDepositTexts'

const holdDetails: readonly string[] = DEPOSIT_HOLD_DETAILS

/**
 * Why a deposit is held, in the owner's language, as the card page says it (the web's `heldReasonKey`: another
 * token or the network's coin, a card or account that took no deposit then, per its state, a first payment left
 * below the minimum). Undefined for a reason the held-deposit mail is not sent for, or a token without a name.
 */
export function heldSentence(
  language: OwnerLanguage,
  reason: string | undefined,
  detail: string | undefined,
  symbol: string | undefined,
): string | undefined {
  const texts = HELD_DEPOSIT_TEXTS[language].reason
  if (reason === 'unsupported_token') {
    if (!symbol) return undefined
    return (detail === 'native_coin' ? texts.native_coin : texts.unsupported_token).replace(
      '{{symbol}}',
      symbol,
    )
  }
  if (reason === 'card_inactive') {
    const state: DepositHoldDetail =
      detail !== undefined && holdDetails.includes(detail) ? (detail as DepositHoldDetail) : 'card_suspended'
    return texts.card_inactive[state]
  }
  if (reason === 'below_minimum_stale') return texts.below_minimum_stale
  return undefined
}
