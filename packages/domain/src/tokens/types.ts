/**
 * A token the web app can pay with (SPEC section 3, API.md `Token`). Structurally the `Token` of the API
 * schemas; named apart so the two barrels do not export the same name.
 */
export type TokenListEntry = {
  symbol: string
  name: string
  decimals: number
  /** EIP-55 checksummed; `NATIVE_TOKEN_ADDRESS` for the chain's native coin. */
  address: `0x${string}`
  isNative: boolean
  chainId: number
  /** Logo URL, or '' when there is none. */
  logoURI: string
  /** Optional cap in base units (integer string). */
  max?: string
}
