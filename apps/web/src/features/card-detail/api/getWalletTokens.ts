import type { WalletTokenListResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/**
 * GET /api/card/{id}/wallets: the card's Apple Pay and Google Pay tokens, newest first, a pending
 * one with its activation code while the code is valid.
 */
export function getWalletTokens(cardId: string): Promise<WalletTokenListResponse> {
  return apiGet<WalletTokenListResponse>(`/card/${encodeURIComponent(cardId)}/wallets`)
}
