import { APPLICATION_POLL_INTERVAL_MS } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { cardQuery } from '../../../lib/queries/cardQuery'
import type { Card } from '../../../types/api'

/** The application is done once the card is active or waiting to get (SPEC section 4). */
export function isApplicationDone(card: Pick<Card, 'status'> | undefined): boolean {
  return card?.status === 'active' || card?.status === 'waiting_to_get'
}

/** The card under its one key (the card page shares it), polled every 30 s until the application is done. */
export function applicationCardQueryOptions(id: string) {
  return queryOptions({
    ...cardQuery(id),
    refetchInterval: (query) => (isApplicationDone(query.state.data) ? false : APPLICATION_POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
  })
}
