/** The order currency held by every receiving address on one chain, read at one block. */
export type ChainReserve = {
  chainId: number
  /** The token's symbol. */
  token: string
  decimals: number
  /** Base units. */
  amount: bigint
  block: number
  /** How many receiving addresses were read. */
  addresses: number
}

/** The program's balance at the issuer, as the issuer states it. */
export type IssuerBalance = { amountMicro: bigint; source: string; at: Date }
