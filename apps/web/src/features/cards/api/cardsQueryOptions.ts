import { needsCardPolling, TOPUP_POLL_INTERVAL_MS } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { livePollInterval } from '../../../lib/events/liveEvents'
import { cardsQuery } from '../../../lib/queries/cardsQuery'

/**
 * The card list as the cards page and the sign-in guards follow it, never stale after an action: actions
 * invalidate every card list (invalidateCards); the list also reloads when the window gets focus again and every
 * 5 s while any card is being moved on by the server.
 */
export function cardsQueryOptions(address: string | undefined) {
  return queryOptions({
    ...cardsQuery(address),
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => {
      const list = query.state.data
      const moving = list && [...list.cards, ...list.orders].some((card) => needsCardPolling(card))
      return moving ? livePollInterval(TOPUP_POLL_INTERVAL_MS) : false
    },
  })
}
