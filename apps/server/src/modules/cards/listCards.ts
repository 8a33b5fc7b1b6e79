import { type CardListResponse, isOrderStatus, listCardProducts } from '@chaincard/domain'
import type { AppContext } from '../../runtime/appContext'
import { displayedHolderStatus } from '../../runtime/holderStatus'
import type { SessionCheck } from '../../runtime/session/sessionPlugin'
import { creditedTopups } from './creditedTopups'
import { getLeftCount } from './getLeftCount'
import { type CardList, loadCardList, loadCardListWithOrders } from './loadCardList'
import { type CardViewRow, toCardResponse } from './toCardResponse'
import { toOrderResponse } from './toOrderResponse'

/**
 * `GET /card`: the user's cards and orders (oldest first), free cards left and orderable products. One
 * statement is the session check and reads the user and the columns their cards show; when there are orders,
 * the list again with whole rows (one consistent read) and their credited top-ups. The NFT holder status comes
 * from the holder cache, read once the session is accepted (an unauthenticated request never reads the chain).
 */
export async function listCards(ctx: AppContext, check: SessionCheck): Promise<CardListResponse> {
  const { session, list } = await loadCardList(ctx.db, { sid: check.id, now: check.now })
  const owner = await check.accept(session)
  const now = ctx.clock.now()
  const nftHolder = await displayedHolderStatus(ctx, owner)
  const withOrders = list.rows.some((row) => isOrderStatus(row.status))
    ? await loadCardListWithOrders(ctx.db, owner)
    : null
  const current: CardList<CardViewRow> = withOrders ?? list
  const view = { userState: current.userState, displayName: current.displayName }
  const orderRows = (withOrders?.rows ?? []).filter((row) => isOrderStatus(row.status))
  const credited = await creditedTopups(
    ctx.db,
    orderRows.map((row) => row.id),
  )
  return {
    cards: current.rows
      .filter((row) => !isOrderStatus(row.status))
      .map((card) => toCardResponse({ card, ...view, now })),
    orders: orderRows.map((card) =>
      toOrderResponse({ card, ...view, now, config: ctx.config, creditedMicro: credited.get(card.id) ?? 0n }),
    ),
    leftCount: getLeftCount(current.activation, nftHolder),
    cardProducts: ctx.config.createOrderDisabled ? [] : listCardProducts({ nftHolder }),
  }
}
