import { followCardState } from './followCardState'
import { listCardsOffTheirTokens } from './repo/listCardsOffTheirTokens'

/** How often the wallet-tokens sweep looks for tokens that do not follow their card. */
export const WALLET_TOKEN_SWEEP_INTERVAL_MS = 60_000

/**
 * The wallet-tokens sweep: the tokens left off their card's state (the issuer did not take a move
 * `followCardState` recorded, or the process stopped between the card's change and its tokens') follow it
 * again, card by card, at most `limit` cards a round. A card whose tokens the issuer still does not take (or
 * refuses) is logged and asked again next round. Returns how many tokens moved.
 */
export async function followCardStates(
  ctx: Parameters<typeof followCardState>[0],
  limit = 100,
): Promise<number> {
  let moved = 0
  for (const { cardId, change } of await listCardsOffTheirTokens(ctx.db, limit)) {
    try {
      moved += await followCardState(ctx, cardId, change)
    } catch (error) {
      // The issuer refused it (not out of reach): the other cards still follow; this one is asked next round.
      ctx.log?.warn(
        { cardId, change, err: { name: (error as Error).name, message: (error as Error).message } },
        'wallet tokens did not follow their card',
      )
    }
  }
  return moved
}
