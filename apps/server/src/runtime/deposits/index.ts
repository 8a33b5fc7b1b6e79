export { compressedPublicKeyToAddress } from './compressedPublicKeyToAddress'
export {
  createDepositDeriver,
  type DepositDeriver,
  type DepositDeriverConfig,
} from './createDepositDeriver'
export { DepositKeyError, type DepositKeyErrorType } from './DepositKeyError'
export { ACCOUNT_DEPTH, deriveDepositAddress, parseAccountXpub } from './deriveDepositAddress'
export {
  loadSandboxDepositXpub,
  mnemonicToAccountXpub,
  SANDBOX_MNEMONIC_FILE,
} from './loadSandboxDepositXpub'
