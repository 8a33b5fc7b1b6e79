import type { Order } from '@chaincard/domain'
import { loadOwnerView } from '../../runtime/access/loadOwnerView'
import { requireOwnedCard } from '../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../runtime/appContext'
import { creditedTopups } from './creditedTopups'
import { toOrderResponse } from './toOrderResponse'

/** `GET /order/{id}`: the caller's order (or card) with what paying for it needs. */
export async function getOrder(ctx: AppContext, id: string, owner: string): Promise<Order> {
  const card = await requireOwnedCard(ctx.db, id, owner)
  const view = await loadOwnerView(ctx.db, owner)
  const credited = await creditedTopups(ctx.db, [card.id])
  return toOrderResponse({
    card,
    ...view,
    now: ctx.clock.now(),
    config: ctx.config,
    creditedMicro: credited.get(card.id) ?? 0n,
  })
}
