/**
 * The key of one transfer to a receiving address, for exceptions: `transfer:<chain>:<tx>:<logIndex>`, the
 * log index being -1 for the native coin sent by the transaction itself. A transfer is held at most once.
 */
export function transferKey(chainId: number, txHash: string, logIndex: number): string {
  return `transfer:${chainId}:${txHash.toLowerCase()}:${logIndex}`
}
