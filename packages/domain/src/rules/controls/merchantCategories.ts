/**
 * The merchant categories an owner can block, each a set of ISO 18245 merchant category codes (MCC). An MCC is
 * in at most one category, so a decline names one category and the owner sees which switch declined it.
 * Ranges are inclusive.
 */
export const MERCHANT_CATEGORIES = {
  // 7995 betting and casino chips, 7800 government-owned lotteries (US), 7801 government-licensed online
  // casinos, 7802 government-licensed horse and dog racing, 9406 government-owned lotteries (outside the US).
  gambling: [
    [7800, 7802],
    [7995, 7995],
    [9406, 9406],
  ],
  // 5967 inbound teleservices (the code adult content is billed under), 7273 dating and escort services,
  // 7297 massage parlors.
  adult: [
    [5967, 5967],
    [7273, 7273],
    [7297, 7297],
  ],
  // 4829 wire transfers and money orders, 6050 quasi-cash at a member financial institution, 6051 quasi-cash
  // at a non-financial institution (foreign currency, money orders, crypto), 6540 stored-value card loads.
  money_transfer_crypto: [
    [4829, 4829],
    [6050, 6051],
    [6540, 6540],
  ],
  // 6211 security brokers and dealers.
  securities: [[6211, 6211]],
  // 6010 manual cash disbursement at a bank counter, 6011 automated cash disbursement (ATM).
  cash_withdrawal: [[6010, 6011]],
  // 3000-3999 named airlines, car rental companies and hotels, 4112 passenger railways, 4131 bus lines,
  // 4411 cruise lines, 4511 airlines, 4582 airports, 4722 travel agencies, 7011 lodging, 7012 timeshares,
  // 7512 car rental.
  travel: [
    [3000, 3999],
    [4112, 4112],
    [4131, 4131],
    [4411, 4411],
    [4511, 4511],
    [4582, 4582],
    [4722, 4722],
    [7011, 7012],
    [7512, 7512],
  ],
  // 4899 cable, satellite and pay television, 5815-5818 digital goods (media, games, applications, large
  // digital goods merchants), 5968 continuity and subscription merchants.
  subscriptions: [
    [4899, 4899],
    [5815, 5818],
    [5968, 5968],
  ],
  // 5921 package stores (beer, wine, liquor), 5993 cigar stores.
  alcohol_tobacco: [
    [5921, 5921],
    [5993, 5993],
  ],
  // 5541 service stations, 5542 automated fuel dispensers.
  fuel: [[5541, 5542]],
} as const satisfies Record<string, ReadonlyArray<readonly [number, number]>>

export type MerchantCategory = keyof typeof MERCHANT_CATEGORIES

/** The categories in the order the owner's Controls panel lists them. */
export const MERCHANT_CATEGORY_NAMES = Object.keys(MERCHANT_CATEGORIES) as [
  MerchantCategory,
  ...MerchantCategory[],
]

const MCC_PATTERN = /^\d{4}$/

/** True for a merchant category code as networks send it: exactly four digits ("0742", "7995"). */
export function isMcc(value: string): boolean {
  return MCC_PATTERN.test(value)
}

/** The category an MCC belongs to; null for an MCC in no category or a value that is not an MCC. */
export function categoryOfMcc(mcc: string): MerchantCategory | null {
  if (!isMcc(mcc)) return null
  const code = Number(mcc)
  for (const name of MERCHANT_CATEGORY_NAMES) {
    for (const [from, to] of MERCHANT_CATEGORIES[name]) {
      if (code >= from && code <= to) return name
    }
  }
  return null
}
