// Apple Pay and Google Pay: which cards a wallet may add.
export { type CardToTokenize, decideTokenization } from './decideTokenization'
export {
  decideWalletStepUp,
  type StepUpContact,
  type WalletDecisioningInfo,
  type WalletRecommendation,
  type WalletStepUp,
  type WalletStepUpDecline,
  type WalletStepUpRequest,
  walletRecommendationOf,
} from './decideWalletStepUp'
export {
  type WalletTokenRefusal,
  walletTokenRefusalDetails,
  walletTokenRefusalMessage,
} from './walletTokenRefusal'
