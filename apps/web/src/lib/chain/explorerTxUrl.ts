/** The block explorer page of a transaction, when the chain has an explorer configured (sandbox has none). */
export function explorerTxUrl(blockExplorerUrl: string | undefined, hash: string): string | null {
  if (!blockExplorerUrl) return null
  return `${blockExplorerUrl.replace(/\/+$/, '')}/tx/${hash}`
}

/** The block explorer page of an address, when the chain has an explorer configured. */
export function explorerAddressUrl(blockExplorerUrl: string | undefined, address: string): string | null {
  if (!blockExplorerUrl) return null
  return `${blockExplorerUrl.replace(/\/+$/, '')}/address/${address}`
}
