// Card programs and products (SPEC section 1, DESIGN "Cards, issuer, users").

export const CARD_PROGRAMS = ['classic', 'business', 'nft'] as const
export type CardProgram = (typeof CARD_PROGRAMS)[number]

export type CardProgramInfo = {
  program: CardProgram
  name: string
  feature: readonly string[]
  scenario: readonly string[]
  note: readonly string[]
  /** Maximum card balance in micro-USD; null = unlimited. */
  balanceUpperMicroUsd: bigint | null
  /** Card validity from issue. */
  validityYears: number
}

export const CARD_PROGRAM_INFO: Readonly<Record<CardProgram, CardProgramInfo>> = {
  classic: {
    program: 'classic',
    name: 'Classic',
    feature: ['Card limit up to USD 3,000'],
    scenario: ['Online shopping and subscriptions wherever major card networks are accepted'],
    note: ['Free when a wallet is connected', 'Usable after the first top-up'],
    balanceUpperMicroUsd: 3_000_000_000n,
    validityYears: 1,
  },
  business: {
    program: 'business',
    name: 'Business',
    feature: [
      'Card limit up to USD 10,000',
      'Valid for 1 year',
      'Token issuers for NFT holders can ask to have their tokens added',
    ],
    scenario: ['Business expenses, advertising and software subscriptions'],
    note: ['Usable after the first top-up'],
    balanceUpperMicroUsd: 10_000_000_000n,
    validityYears: 1,
  },
  nft: {
    program: 'nft',
    name: 'NFT',
    feature: [
      'Unlimited card limit',
      'Unlimited cards per wallet',
      'Valid for 3 years',
      'Priority top-up',
      'VIP online event',
      'VIP chat group',
      'DAO governance',
    ],
    scenario: ['For holders of the partner NFT collection'],
    note: ['Requires holding an NFT of the configured collection'],
    balanceUpperMicroUsd: null,
    validityYears: 3,
  },
}

/** Product ids of the regular card products (one per program). */
export const PRODUCT_ID_CLASSIC = 'classic'
export const PRODUCT_ID_BUSINESS = 'business'
export const PRODUCT_ID_NFT = 'nft'

/**
 * Products whose cards show only a one-time passcode (no card image, number or CVV): SPEC section 6,
 * "Three product ids are flagged as cards that show only an OTP code". The ids are ours.
 */
export const PRODUCT_ID_CLASSIC_OTP_ONLY = 'classic-otp'
export const PRODUCT_ID_BUSINESS_OTP_ONLY = 'business-otp'
export const PRODUCT_ID_NFT_OTP_ONLY = 'nft-otp'
export const OTP_ONLY_PRODUCT_IDS: readonly string[] = [
  PRODUCT_ID_CLASSIC_OTP_ONLY,
  PRODUCT_ID_BUSINESS_OTP_ONLY,
  PRODUCT_ID_NFT_OTP_ONLY,
]
