import { needsCardPolling, TOPUP_POLL_INTERVAL_MS } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { livePollInterval } from '../../../lib/events/liveEvents'
import { getCard } from './getCard'

/** ['card', id]: the application and top-up modals reload a card through the same key. */
export function cardQueryKey(id: string) {
  return ['card', id] as const
}

/**
 * The card refreshes by itself: when the window gets focus again (a purchase made elsewhere), and
 * every 5 s while the server is moving it on (a payment being confirmed, an application in review, a pending
 * top-up to settle).
 */
export function cardQueryOptions(id: string) {
  return queryOptions({
    queryKey: cardQueryKey(id),
    queryFn: () => getCard(id),
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) =>
      query.state.data && needsCardPolling(query.state.data)
        ? livePollInterval(TOPUP_POLL_INTERVAL_MS)
        : false,
  })
}
