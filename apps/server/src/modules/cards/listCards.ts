import type { CardListResponse } from '@chaincard/domain'
import { asc, eq } from 'drizzle-orm'
import { cards } from '../../db/schema/cards'
import { toOrderResponse } from '../orders/toOrderResponse'
import { isNftHolderOrFalse } from '../products/holderStatus'
import { listCardProducts } from '../products/listCardProducts'
import type { CardsContext } from './cardsContext'
import { creditedTopups } from './creditedTopups'
import { getLeftCount } from './getLeftCount'
import { isOrderStatus } from './isOrderStatus'
import { loadOwnerView } from './loadOwnerView'
import { toCardResponse } from './toCardResponse'

/** `GET /card`: the user's cards and orders (oldest first), free cards left and orderable products. */
export async function listCards(ctx: CardsContext, address: string): Promise<CardListResponse> {
  const owner = address.toLowerCase()
  const now = ctx.clock.now()
  const rows = await ctx.db
    .select()
    .from(cards)
    .where(eq(cards.ownerAddress, owner))
    .orderBy(asc(cards.createdAt))
  const view = await loadOwnerView(ctx.db, owner)
  const orderRows = rows.filter((row) => isOrderStatus(row.status))
  const credited = await creditedTopups(
    ctx.db,
    orderRows.map((row) => row.id),
  )
  const nftHolder = await isNftHolderOrFalse(ctx, owner)
  return {
    cards: rows
      .filter((row) => !isOrderStatus(row.status))
      .map((card) => toCardResponse({ card, ...view, now })),
    orders: orderRows.map((card) =>
      toOrderResponse({ card, ...view, now, config: ctx.config, creditedMicro: credited.get(card.id) ?? 0n }),
    ),
    leftCount: await getLeftCount(ctx.db, owner, nftHolder),
    cardProducts: ctx.config.createOrderDisabled ? [] : listCardProducts({ nftHolder }),
  }
}
