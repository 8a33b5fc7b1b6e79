import { UNLIMITED_COUNT } from '@chaincard/domain'

/** Free cards the user can still order: allowance minus taken; -1 for NFT holders; 0 before activation. */
export function getLeftCount(
  activation: { allowance: number; taken: number } | null,
  nftHolder: boolean,
): number {
  if (nftHolder) return UNLIMITED_COUNT
  return activation ? Math.max(0, activation.allowance - activation.taken) : 0
}
