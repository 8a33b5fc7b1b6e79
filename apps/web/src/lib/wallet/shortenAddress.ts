/** First 5 and last 4 characters, as the account menu shows them: 0xf39…2266. */
export function shortenAddress(address: string): string {
  if (address.length <= 9) return address
  return `${address.slice(0, 5)}…${address.slice(-4)}`
}
