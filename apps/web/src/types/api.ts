// Wire shapes: type-only imports of the zod schemas in @chaincard/domain (API.md). Type-only on purpose:
// the domain barrel also carries zod, token lists and phone rules, which must not enter the `/` bundle.
import type {
  ActiveStateResponse,
  CardListResponse,
  ChainConfig,
  ConfigResponse,
  AuthResponse as DomainAuthResponse,
  Card as DomainCard,
  CardProduct as DomainCardProduct,
  NonceResponse as DomainNonceResponse,
  Order as DomainOrder,
  Token as DomainToken,
  InvitationCheckResponse,
} from '@chaincard/domain'

export type Token = DomainToken
export type ConfigChain = ChainConfig
export type AppConfig = ConfigResponse
export type ActiveState = ActiveStateResponse
export type Card = DomainCard
export type CardStatus = DomainCard['status']
export type Order = DomainOrder
export type CardProduct = DomainCardProduct
export type CardList = CardListResponse
export type NonceResponse = DomainNonceResponse
export type AuthResponse = DomainAuthResponse
export type InvitationCheck = InvitationCheckResponse
