import { type CardActions, getCardActions } from '@chaincard/domain'
import type { Card } from '../../../types/api'

/**
 * Which buttons the card's own status shows: `getCardActions` asked as if the user state and the card's
 * `topupDisabled` allowed everything. The real answer (`getCardActions` with the real state) then only
 * decides whether each shown button is enabled (SPEC section 5: user states disable, they do not hide).
 */
export function getShownActions(
  card: Card,
  redemptionEnable: boolean,
  otpOnlyProductIds: readonly string[],
): CardActions {
  return getCardActions({
    card: { ...card, topupDisabled: false },
    userState: 'normal',
    redemptionEnable,
    otpOnlyProductIds,
  })
}
