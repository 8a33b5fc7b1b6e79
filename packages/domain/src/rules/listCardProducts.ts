import {
  CARD_PROGRAM_INFO,
  type CardProgram,
  PRODUCT_ID_BUSINESS,
  PRODUCT_ID_CLASSIC,
  PRODUCT_ID_NFT,
} from '../constants/products'
import type { CardProduct } from '../schemas/cards'

/** The orderable products, one per program (SPEC section 1). */
export const CARD_PRODUCT_PROGRAMS: Readonly<Record<string, CardProgram>> = {
  [PRODUCT_ID_CLASSIC]: 'classic',
  [PRODUCT_ID_BUSINESS]: 'business',
  [PRODUCT_ID_NFT]: 'nft',
}

function toProduct(id: string, program: CardProgram): CardProduct {
  const info = CARD_PROGRAM_INFO[program]
  return {
    id,
    name: info.name,
    program,
    feature: [...info.feature],
    scenario: [...info.scenario],
    note: [...info.note],
  }
}

/** Products a user can order: classic and business for everyone, nft only for holders of the collection. */
export function listCardProducts({ nftHolder }: { nftHolder: boolean }): CardProduct[] {
  return Object.entries(CARD_PRODUCT_PROGRAMS)
    .filter(([, program]) => program !== 'nft' || nftHolder)
    .map(([id, program]) => toProduct(id, program))
}

/** The program of a product id, or undefined for an unknown product. */
export function programOfProduct(productId: string): CardProgram | undefined {
  return Object.hasOwn(CARD_PRODUCT_PROGRAMS, productId) ? CARD_PRODUCT_PROGRAMS[productId] : undefined
}
