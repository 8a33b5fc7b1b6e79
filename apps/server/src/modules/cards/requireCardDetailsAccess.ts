import type { CardDetailsAccess } from '@chaincard/domain'
import { AppError } from '../../errors'

const refusal = (access: CardDetailsAccess): AppError =>
  access === 'user_not_allowed'
    ? new AppError('invalid_action', 'invalid action: taking the card is not allowed for this user')
    : new AppError(
        'invalid_action',
        'invalid action: the card details were already confirmed or are not ready',
      )

/**
 * The first showing of a card's details (`GET /card/{id}/img`, `/view`, the confirm): only while the card
 * waits for its owner (domain `getCardDetailsAccess`), else 409 `invalid_action`.
 */
export function requireFirstShowing(access: CardDetailsAccess): void {
  if (access === 'first_showing') return
  if (access === 'reveal') {
    throw new AppError(
      'invalid_action',
      'invalid action: the card details were already confirmed; they are shown again only after a wallet signature (POST /card/{id}/reveal)',
    )
  }
  throw refusal(access)
}

/** A reveal after the first showing (`POST /card/{id}/reveal`): only an active or locked card, else 409. */
export function requireReveal(access: CardDetailsAccess): void {
  if (access === 'reveal') return
  if (access === 'first_showing') {
    throw new AppError(
      'invalid_action',
      'invalid action: the card details are still shown without a signature until you confirm you saved them',
    )
  }
  if (access === 'user_not_allowed') throw refusal(access)
  throw new AppError('invalid_action', 'invalid action: the card has no details to show')
}
