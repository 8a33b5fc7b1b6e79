import type { WalletTokenParams } from '@chaincard/domain'
import { apiPost } from '../../../lib/api/client'

export type ChangeWalletTokenParameters = {
  cardId: string
  tokenId: string
  action: WalletTokenParams['action']
}

/**
 * POST /api/card/{id}/wallets/{tokenId}/{pause|resume|remove}: 204 once the issuer took it. A token
 * not in a state the action takes, or a paused token of a locked card, is 409 `invalid_action`; an issuer that
 * did not take it 503 `upstream_unavailable` (nothing changed).
 */
export function changeWalletToken({ cardId, tokenId, action }: ChangeWalletTokenParameters): Promise<void> {
  return apiPost<void>(`/card/${encodeURIComponent(cardId)}/wallets/${encodeURIComponent(tokenId)}/${action}`)
}
