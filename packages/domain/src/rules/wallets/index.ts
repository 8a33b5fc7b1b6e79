// Apple Pay and Google Pay (issue 30): which cards a wallet may add.
export { type CardToTokenize, decideTokenization } from './decideTokenization'
export {
  type WalletTokenRefusal,
  walletTokenRefusalDetails,
  walletTokenRefusalMessage,
} from './walletTokenRefusal'
