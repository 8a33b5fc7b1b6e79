import type { WalletTokenListResponse } from '@chaincard/domain'
import { requireOwnedCard } from '../../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../../runtime/appContext'
import { listWalletTokens } from './repo/walletTokens'
import { toWalletTokenResponse } from './toWalletTokenResponse'

/** `GET /card/{id}/wallets`: the owner's card's wallet tokens, newest first (others' and unknown cards: 404). */
export async function listCardWalletTokens(
  ctx: AppContext,
  cardId: string,
  owner: string,
): Promise<WalletTokenListResponse> {
  const card = await requireOwnedCard(ctx.db, cardId, owner)
  const now = ctx.clock.now()
  return {
    items: (await listWalletTokens(ctx.db, card.id)).map((row) =>
      toWalletTokenResponse(row, ctx.sealer, now),
    ),
  }
}
