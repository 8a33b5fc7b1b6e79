import {
  type CardFeature,
  type CardStatus,
  NOT_ACTIVATED_STATUSES,
  type UserState,
} from '../constants/cardStatus'
import { canGetCardOtp, isUserActionAllowed } from './userPermissions'

export type CardActionsCard = {
  status: CardStatus
  expired: boolean
  topupDisabled: boolean
  supported: readonly CardFeature[]
  productId: string
}

export type GetCardActionsParameters = {
  card: CardActionsCard
  userState: UserState
  /** `redemptionEnable` of `GET /user/invitation`. Default false. */
  redemptionEnable?: boolean | undefined
  /** `otpOnlyProductIds` of `GET /config`. */
  otpOnlyProductIds?: readonly string[] | undefined
}

export type LockToggle = {
  /** What pressing the toggle does. */
  action: 'lock' | 'unlock'
  /** False when the user state forbids it (blocked users cannot unlock). */
  enabled: boolean
}

export type CardActions = {
  /** Lock/unlock toggle; null when not shown. */
  lockToggle: LockToggle | null
  /** Top up button enabled (the top-up screen will open). */
  topup: boolean
  /** Top up with reward link enabled. */
  topupWithReward: boolean
  /** Activate button (opens the contact form): status application_required. */
  activate: boolean
  /** Get OTP button: active and not expired. */
  otp: boolean
  /** Check button opening the one-time card image: status waiting_to_get. */
  checkCardImage: boolean
  /** Detail screen opens WaitingConfirm: status pending. */
  waitingConfirm: boolean
  /** Statement download button shown. */
  statement: boolean
  /** Transaction lists loaded. */
  loadTransactions: boolean
  /** Unsettled Transactions tab shown (full transactions unsupported, lists loaded). */
  unsettledTab: boolean
  /** The card belongs to an OTP-only product: it shows only one-time codes, never number or image. */
  otpOnly: boolean
}

const orderStatuses: ReadonlySet<CardStatus> = new Set(NOT_ACTIVATED_STATUSES)

/**
 * What the card detail screen offers for a card (SPEC sections 2, 5 and 6). Every flag combines the card
 * status, the expired flag, the card's `topupDisabled` and `supported`, and the user state permissions.
 *
 * Lock toggle: shown when the card supports `lock` and is active or locked and not expired. The SPEC
 * excludes expired, suspended, waiting_to_get and new; pending and application_* are excluded too because
 * no issuer card exists yet to freeze (DESIGN: the issuer issues the card on approval).
 */
export function getCardActions({
  card,
  userState,
  redemptionEnable = false,
  otpOnlyProductIds = [],
}: GetCardActionsParameters): CardActions {
  const { status, expired } = card
  const live = !expired && status !== 'suspended'
  const lockable = live && (status === 'active' || status === 'locked') && card.supported.includes('lock')
  const lockAction = status === 'locked' ? 'unlock' : 'lock'
  const lockToggle: LockToggle | null = lockable
    ? { action: lockAction, enabled: lockAction === 'lock' || isUserActionAllowed(userState, 'unlock') }
    : null

  const topupStatus = status === 'active' || status === 'locked' || status === 'new'
  const topup = live && topupStatus && !card.topupDisabled && isUserActionAllowed(userState, 'topup')
  // Redeeming credits an issued card; a new order is activated by its first crypto top-up, not by rewards.
  const topupWithReward =
    live &&
    (status === 'active' || status === 'locked') &&
    !card.topupDisabled &&
    redemptionEnable &&
    isUserActionAllowed(userState, 'topupWithReward')

  const listsVisible = !orderStatuses.has(status)
  return {
    lockToggle,
    topup,
    topupWithReward,
    activate: !expired && status === 'application_required',
    otp: canGetCardOtp(card, userState),
    checkCardImage: !expired && status === 'waiting_to_get',
    waitingConfirm: !expired && status === 'pending',
    statement: listsVisible,
    loadTransactions: listsVisible,
    unsettledTab: listsVisible && !card.supported.includes('full-transaction'),
    otpOnly: otpOnlyProductIds.includes(card.productId),
  }
}
