import { needsCardPolling, TOPUP_POLL_INTERVAL_MS } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { livePollInterval } from '../../../lib/events/liveEvents'
import { getCards } from './getCards'

export function cardsQueryKey(address: string | undefined) {
  return ['cards', address?.toLowerCase()] as const
}

/**
 * The card list, never stale after an action: actions invalidate ['cards']; the list also reloads
 * when the window gets focus again and every 5 s while any card is being moved on by the server.
 */
export function cardsQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: cardsQueryKey(address),
    queryFn: getCards,
    enabled: address !== undefined,
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => {
      const list = query.state.data
      const moving = list && [...list.cards, ...list.orders].some((card) => needsCardPolling(card))
      return moving ? livePollInterval(TOPUP_POLL_INTERVAL_MS) : false
    },
  })
}
