// Rules of SPEC sections 4-6 as pure functions and data.

export {
  getOrderCurrency,
  isKnownChainId,
  isSupportedChainId,
  isTestChainId,
  sortChainIdsForDisplay,
} from './chains'
export {
  checkSwapQuote,
  type ExpectedSwap,
  SWAP_ABORT_REASONS,
  type SwapAbortReason,
  type SwapQuoteToCheck,
} from './checkSwapQuote'
export { filterCurrencies } from './filterCurrencies'
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
export { type GetDisplayStateParameters, getDisplayState } from './getDisplayState'
export { getMembership, type Membership, type MembershipNextInfo } from './getMembership'
export { getMembershipProgress } from './getMembershipProgress'
export { type GetPagerPagesParameters, getPagerPages } from './getPagerPages'
export { getTopupEntry, type TopupEntry, type TopupEntryCard } from './getTopupEntry'
export { type GetTopupUpperParameters, getTopupUpper } from './getTopupUpper'
export { type CardGroups, type GroupableCard, groupCards } from './groupCards'
export { getShowcaseTokens, isMobileWidth, isPromoVisible, readReferralCode } from './home'
export {
  classifyInvitationError,
  type InvitationErrorKind,
  isInvitationConfirmDisabled,
  shouldShowInvitationCount,
  validateInvitationCode,
} from './invitation'
export { isLocale, localizePath, type ParsedLocalePath, parseLocalePath, switchLocalePath } from './locale'
export { canRedeem, getRedemptionOptions, type RedemptionOption } from './redemption'
export {
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
