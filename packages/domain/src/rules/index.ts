// Rules of SPEC sections 4-6 as pure functions and data.

export * from './authRules'
export {
  CARD_EMBED_SESSION_TTL_MS,
  CARD_REVEAL_MESSAGE_TTL_MS,
  CARD_REVEALS_PER_HOUR,
  type CardDetailsAccess,
  cardRevealStatement,
  getCardDetailsAccess,
} from './cardDetailsAccess'
export { cardExpiry, formatExpiry, PROGRAM_VALIDITY_YEARS } from './cardExpiry'
export {
  getOrderCurrency,
  isKnownChainId,
  isSupportedChainId,
  isTestChainId,
  sortChainIdsForDisplay,
} from './chains'
export {
  type CheckExcessMoveParameters,
  type CheckExcessMoveResult,
  checkExcessMove,
  type ExcessCardState,
  type ExcessMoveRefusal,
  getExcessSourceRefusal,
  getExcessTargetRefusal,
} from './checkExcessMove'
export {
  checkSwapQuote,
  type ExpectedSwap,
  SWAP_ABORT_REASONS,
  type SwapAbortReason,
  type SwapQuoteToCheck,
} from './checkSwapQuote'
export * from './controls'
export { type DecideThreeDsParameters, decideThreeDs, type ThreeDsDecision } from './decideThreeDs'
export {
  decodeTransferLogs,
  type RawLog,
  recipientsOf,
  type TokenTransfer,
  TRANSFER_TOPIC,
  transfersTo,
} from './decodeTransferLogs'
export { describeUserAgent, type UserAgentHeaders } from './describeUserAgent'
export * from './disputes'
export * from './enrollment'
export { filterCurrencies } from './filterCurrencies'
export { findRepeatTopup, type SentTopup, TOPUP_REPEAT_WINDOW_MS } from './findRepeatTopup'
export { type ActionBlocker, type GetActionBlockerParameters, getActionBlocker } from './getActionBlocker'
export {
  type AddCardState,
  type GetAddCardStateParameters,
  getAddCardState,
} from './getAddCardState'
export {
  type CardActions,
  type CardActionsCard,
  type GetCardActionsParameters,
  getCardActions,
  type LockToggle,
} from './getCardActions'
export { type CardRoom, type GetCardRoomParameters, getCardRoom } from './getCardRoom'
export { getCreditedTokens } from './getCreditedTokens'
export {
  DEPOSIT_HOLD_DETAILS,
  type DepositHoldDetail,
  type GetDepositHoldParameters,
  getDepositHold,
} from './getDepositHold'
export { type GetDisplayStateParameters, getDisplayState } from './getDisplayState'
export { type GetMaxSpendableParameters, getMaxSpendable } from './getMaxSpendable'
export { type GetMaxTopupAmountParameters, getMaxTopupAmount } from './getMaxTopupAmount'
export { getMembership, type Membership, type MembershipNextInfo } from './getMembership'
export { getMembershipProgress } from './getMembershipProgress'
export { type GetPagerPagesParameters, getPagerPages } from './getPagerPages'
export {
  type GetPendingTopupParameters,
  getPendingTopup,
  type OpenCredit,
  type PendingCreditView,
  type PendingTopup,
} from './getPendingTopup'
export {
  type GetPriceImpactParameters,
  getPriceImpact,
  PRICE_IMPACT_BLOCK_BPS,
  PRICE_IMPACT_WARN_BPS,
  type PriceImpact,
} from './getPriceImpact'
export { getTopupEntry, type TopupEntry, type TopupEntryCard } from './getTopupEntry'
export {
  type GetTopupProgressParameters,
  getTopupProgress,
  type TopupProgress,
  type TopupProgressMessage,
  type TopupProgressStep,
  type TopupProgressStepId,
  type TopupProgressStepState,
  type TopupSendingStage,
} from './getTopupProgress'
export { type GetTopupUpperParameters, getTopupUpper } from './getTopupUpper'
export { type CardGroups, type GroupableCard, groupCards } from './groupCards'
export { HELD_FOR_OWNER, isHeldForOwner } from './heldForOwner'
export * from './history'
export { getShowcaseTokens, isMobileWidth, isPromoVisible, readReferralCode } from './home'
export {
  classifyInvitationError,
  type InvitationErrorKind,
  isInvitationConfirmDisabled,
  shouldShowInvitationCount,
  validateInvitationCode,
} from './invitation'
export { isCardExpired } from './isCardExpired'
export { isCardTopupDisabled } from './isCardTopupDisabled'
export { isOrderStatus } from './isOrderStatus'
export { CARD_PRODUCT_PROGRAMS, listCardProducts, programOfProduct } from './listCardProducts'
export { isLocale, localizePath, type ParsedLocalePath, parseLocalePath, switchLocalePath } from './locale'
export { needsCardPolling } from './needsCardPolling'
export { isOwnDecline } from './ownDecline'
export {
  contactNameOf,
  DISPLAY_NAME_MAX,
  isValidPersonName,
  LEGAL_NAME_MAX,
  normalizePersonName,
} from './personName'
export { localeOfTag, pickLocale } from './pickLocale'
export { PUSH_EVENT_KINDS, PUSH_KINDS, pushKindOf } from './pushKinds'
export {
  type CheckRedeemAmountParameters,
  canRedeem,
  checkRedeemAmount,
  getMaxRedeemable,
  getRedemptionOptions,
  type RedeemRefusal,
  type RedemptionOption,
} from './redemption'
export { type StoredCardEvent, toWireEvent, type WireEvent } from './toWireEvent'
export { transferKey } from './transferKey'
export {
  canGetCardOtp,
  DISABLED_ACTIONS_BY_USER_STATE,
  hasUserStateWarning,
  isUserActionAllowed,
  USER_ACTIONS,
  type UserAction,
} from './userPermissions'
export {
  type ContactForm,
  type ContactFormErrors,
  isContactConfirmDisabled,
  isValidContactPhone,
  isValidDisplayName,
  isValidEmail,
  toE164Candidate,
  type ValidateContactFormResult,
  validateContactForm,
} from './validateContactForm'
export { type SlippageErrorKey, type ValidateSlippageResult, validateSlippage } from './validateSlippage'
export {
  type TopupAmountError,
  type ValidateTopupFormParameters,
  type ValidateTopupFormResult,
  validateTopupForm,
} from './validateTopupForm'
export * from './wallets'
export * from './withdrawals'
