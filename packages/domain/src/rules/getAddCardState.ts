import { type CardStatus, NOT_ACTIVATED_STATUSES, type UserState } from '../constants/cardStatus'
import { UNLIMITED_COUNT } from '../constants/rewards'
import { isUserActionAllowed } from './userPermissions'

export type AddCardState =
  /** No add-new tile: creating orders is disabled (deployment or user state). */
  | 'hidden'
  /** Tile shown; clicking shows the not-eligible alert (no card left). */
  | 'not-eligible'
  /** Tile shown; an existing order must be activated first. */
  | 'activate-existing'
  /** Tile shown; clicking creates an order. */
  | 'allowed'

export type GetAddCardStateParameters = {
  createOrderDisabled: boolean
  userState: UserState
  /** `leftCount` of `GET /card`: free cards left, -1 = unlimited. */
  leftCount: number
  /** Orders (not activated cards) of the user. */
  orders: readonly { status: CardStatus; expired: boolean }[]
}

const orderStatuses: ReadonlySet<CardStatus> = new Set(NOT_ACTIVATED_STATUSES)

/**
 * The add-new card tile (SPEC section 2 "Card list"): hidden when creating orders is disabled (also for a
 * blocked user, who may neither create orders nor take cards); not eligible with fewer than 1 card left;
 * an unexpired order still to activate must be activated first.
 */
export function getAddCardState({
  createOrderDisabled,
  userState,
  leftCount,
  orders,
}: GetAddCardStateParameters): AddCardState {
  if (
    createOrderDisabled ||
    !isUserActionAllowed(userState, 'createOrder') ||
    !isUserActionAllowed(userState, 'takeCard')
  ) {
    return 'hidden'
  }
  if (leftCount !== UNLIMITED_COUNT && leftCount < 1) return 'not-eligible'
  if (orders.some((order) => !order.expired && orderStatuses.has(order.status))) return 'activate-existing'
  return 'allowed'
}
