import { randomUUID } from 'node:crypto'
import { decideTokenization, isCardExpired } from '@chaincard/domain'
import type { Db } from '../../../db'
import type { Wallet } from '../../../db/schema/walletTokens'
import { lockEventCard } from '../inbound/repo/lockEventCard'
import { upsertWalletToken } from './repo/walletTokens'

/**
 * A wallet asks to add a card (Lithic's tokenization decisioning, the sandbox's simulator): approved only for
 * a usable card (active, not expired, its owner allowed: the domain's `decideTokenization`), declined for a
 * locked, suspended or expired one or a card that is not ours. The token is recorded either way (`pending`
 * until the issuer says it is active, or `declined`), under the card's lock.
 */
export async function decideWalletTokenization(
  db: Db,
  request: {
    issuer: string
    cardToken: string
    issuerToken: string
    wallet: Wallet
    device: string | null
    now: Date
  },
): Promise<{ decision: 'approve' | 'decline'; tokenId: string | null }> {
  return db.transaction(async (tx) => {
    const card = await lockEventCard(tx, request.cardToken)
    if (!card) return { decision: 'decline', tokenId: null }
    const decision = decideTokenization({
      status: card.status,
      expired: isCardExpired(card, request.now),
      ownerAllowed: card.userState === 'normal' || card.userState === '',
    })
    const row = await upsertWalletToken(tx, {
      id: randomUUID(),
      cardId: card.id,
      issuer: request.issuer,
      issuerToken: request.issuerToken,
      wallet: request.wallet,
      device: request.device,
      status: decision === 'approve' ? 'pending' : 'declined',
      now: request.now,
    })
    return { decision, tokenId: row.id }
  })
}
