/** The block explorer page of a transaction, when the chain has an explorer configured (sandbox has none). */
export function explorerTxUrl(blockExplorerUrl: string | undefined, hash: string): string | null {
  if (!blockExplorerUrl) return null
  return `${blockExplorerUrl.replace(/\/+$/, '')}/tx/${hash}`
}
