import type { Executor } from '../../../db'
import type { Clock } from '../../../deps'
import type { IssuerGateway } from '../../../runtime/issuerPort'
import { listSpentSingleUseCards, markClosedAtIssuer } from './repo/spentSingleUseCards'

/** How often spent single-use cards are looked for to close at the card issuer. */
export const SPENT_CARDS_SWEEP_INTERVAL_MS = 30_000

type Context = {
  db: Executor
  clock: Clock
  issuer: IssuerGateway
  log?: { warn(details: object, message: string): void } | undefined
}

/**
 * A `single_use` card is closed here when the purchase that spent it clears (its expiry is set in the clearing's
 * transaction); this sweep asks the card issuer to close it too (`CLOSED` is final at Lithic), so the network
 * declines any later purchase even when our authorization decision is not reached. A card the issuer refuses
 * or cannot be reached for is logged and asked again next round; the others still go. Returns how many closed.
 */
export async function closeSpentCardsAtIssuer(ctx: Context, limit = 100): Promise<number> {
  let closed = 0
  for (const card of await listSpentSingleUseCards(ctx.db, ctx.clock.now(), limit)) {
    try {
      await ctx.issuer.setCardState({ id: card.id, issuerCardId: card.issuerCardId }, 'CLOSED')
      await markClosedAtIssuer(ctx.db, card.id, ctx.clock.now())
      closed++
    } catch (error) {
      ctx.log?.warn(
        { cardId: card.id, err: { name: (error as Error).name, message: (error as Error).message } },
        'a spent single-use card was not closed at the card issuer: asked again next round',
      )
    }
  }
  return closed
}
