import { needsCardPolling, TOPUP_POLL_INTERVAL_MS } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { livePollInterval } from '../../../lib/events/liveEvents'
import { cardQuery } from '../../../lib/queries/cardQuery'

/**
 * The card page's card refreshes by itself: when the window gets focus again (a purchase made elsewhere), and
 * every 5 s while the server is moving it on (a payment being confirmed, an application in review, a pending
 * top-up to settle).
 */
export function cardQueryOptions(id: string) {
  return queryOptions({
    ...cardQuery(id),
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) =>
      query.state.data && needsCardPolling(query.state.data)
        ? livePollInterval(TOPUP_POLL_INTERVAL_MS)
        : false,
  })
}
