import type { AppContext } from '../../../runtime/appContext'
import { IssuerUnavailableError } from '../../../runtime/issuerErrors'
import { moveCardWalletTokens } from './repo/walletTokens'

const ACTION = { lock: 'pause', unlock: 'resume', suspend: 'remove' } as const

/**
 * A card's wallet tokens follow the card (issue 30): locking it pauses its active tokens, unlocking resumes
 * those the lock paused (not the ones its owner paused), suspending it removes them all. Recorded first, then
 * told to the issuer token by token; a token the issuer does not take now is logged and left as recorded (the
 * card's own state at the issuer already stops its purchases: every authorization of a locked or suspended card
 * is declined). Returns how many tokens moved.
 */
export async function followCardState(
  ctx: Pick<AppContext, 'db' | 'clock' | 'issuer'> & {
    log?: { warn(object: Record<string, unknown>, message: string): void } | undefined
  },
  cardId: string,
  change: 'lock' | 'unlock' | 'suspend',
): Promise<number> {
  const moved = await ctx.db.transaction((tx) => moveCardWalletTokens(tx, cardId, change, ctx.clock.now()))
  for (const token of moved) {
    try {
      await ctx.issuer.changeWalletToken(token.issuerToken, ACTION[change])
    } catch (error) {
      if (!(error instanceof IssuerUnavailableError)) throw error
      ctx.log?.warn(
        { cardId, tokenId: token.id, change },
        'the card issuer did not take a wallet token change',
      )
    }
  }
  return moved.length
}
