import type { AppContext } from '../../../runtime/appContext'
import { IssuerUnavailableError } from '../../../runtime/issuerErrors'
import { restoreWalletToken } from './repo/restoreWalletToken'
import { listWalletTokens, moveCardWalletTokens } from './repo/walletTokens'

const ACTION = { lock: 'pause', unlock: 'resume', suspend: 'remove' } as const

type FollowContext = Pick<AppContext, 'db' | 'clock' | 'issuer'> & {
  log?: { warn(object: Record<string, unknown>, message: string): void } | undefined
}

/**
 * A card's wallet tokens follow the card: locking it pauses its active tokens, unlocking resumes
 * those the lock paused (not the ones its owner paused), suspending it removes them all. Recorded first, then
 * told to the issuer token by token; a token the issuer does not take now is logged and put back where it was,
 * so it stays off its card's state (an active token of a locked card...) until the wallet-tokens sweep
 * (`followCardStates`) moves it again. The card's own state at the issuer already stops its purchases
 * meanwhile: every authorization of a locked or suspended card is declined. Returns how many tokens moved
 * (the issuer took the move).
 */
export async function followCardState(
  ctx: FollowContext,
  cardId: string,
  change: 'lock' | 'unlock' | 'suspend',
): Promise<number> {
  const { before, moved } = await ctx.db.transaction(async (tx) => ({
    // Where a suspension's tokens were (a lock's were active, an unlock's paused by the lock).
    before: change === 'suspend' ? await listWalletTokens(tx, cardId) : [],
    moved: await moveCardWalletTokens(tx, cardId, change, ctx.clock.now()),
  }))
  let told = 0
  for (const token of moved) {
    try {
      await ctx.issuer.changeWalletToken(token.issuerToken, ACTION[change])
      told++
    } catch (error) {
      if (!(error instanceof IssuerUnavailableError)) throw error
      const was = before.find((row) => row.id === token.id)
      const back =
        change === 'lock'
          ? { status: 'active' as const, pausedByLock: false }
          : change === 'unlock'
            ? { status: 'paused' as const, pausedByLock: true }
            : { status: was?.status ?? 'paused', pausedByLock: was?.pausedByLock ?? false }
      await ctx.db.transaction((tx) => restoreWalletToken(tx, token.id, token.status, back, ctx.clock.now()))
      ctx.log?.warn(
        { cardId, tokenId: token.id, change },
        'the card issuer did not take a wallet token change: put back, the wallet-tokens sweep asks again',
      )
    }
  }
  return told
}
