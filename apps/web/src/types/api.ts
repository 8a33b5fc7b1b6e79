// Wire shapes from /work/shared/API.md. Replace with the zod-inferred types from '@chaincard/domain'
// (packages/domain/src/schemas) once they land; the field names here follow API.md exactly.
import type { Address } from 'viem'

export type Token = {
  symbol: string
  name: string
  decimals: number
  address: Address
  isNative: boolean
  chainId: number
  logoURI: string
  max?: string
}

export type ConfigChain = {
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrl: string
  blockExplorerUrl?: string
  testnet: boolean
  orderCurrency: string
  requiredConfirmations: number
  swapRouter?: Address
  tokens: Token[]
}

export type AppConfig = {
  productName: string
  supportEmail: string
  sandbox: boolean
  createOrderDisabled: boolean
  walletConnectProjectId?: string
  chains: ConfigChain[]
  otpOnlyProductIds: string[]
}

export type ActiveState = { active: boolean }
export type UserState = { state: 'normal' | 'blacklist' | 'blocked' | '' }

export type CardStatus =
  | 'new'
  | 'pending'
  | 'application_required'
  | 'application_processing'
  | 'waiting_to_get'
  | 'active'
  | 'locked'
  | 'suspended'

export type Card = {
  id: string
  cardId: string | null
  number: string
  program: 'classic' | 'business' | 'nft'
  productId: string
  status: CardStatus
  expired: boolean
  expiresAt: string | null
  balance: string
  balanceUpper: string | null
  original: { balanceUpper: string | null }
  pendingTopup: string
  hash: string | null
  currency: 'USD'
  name: string
  topupDisabled: boolean
  supported: ('lock' | 'full-transaction')[]
}

export type Order = Card & {
  availableCurrencies: string[]
  orderCurrency: string
  orderAmount: string
  address: Address
  amount: string
  topup: { lower: string; upper: string; feeRate: string; original: { feeRate: string } }
}

export type CardProduct = {
  id: string
  name: string
  program: 'classic' | 'business' | 'nft'
  feature: string[]
  scenario: string[]
  note: string[]
}

export type CardList = { cards: Card[]; orders: Order[]; leftCount: number; cardProducts: CardProduct[] }

export type NonceResponse = { nonce: string }
export type AuthResponse = { address: Address; expiresAt: string }
export type InvitationCheck = { valid: true }
