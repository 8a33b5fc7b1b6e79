import { ADDRESS_PREFIX_CHARS, ADDRESS_SUFFIX_CHARS } from '../constants/ui'

/** First 5 and last 4 characters of an address: "0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B" -> "0xAb5...eC9B". */
export function shortenAddress(address: string): string {
  if (address.length <= ADDRESS_PREFIX_CHARS + ADDRESS_SUFFIX_CHARS) return address
  return `${address.slice(0, ADDRESS_PREFIX_CHARS)}...${address.slice(-ADDRESS_SUFFIX_CHARS)}`
}
