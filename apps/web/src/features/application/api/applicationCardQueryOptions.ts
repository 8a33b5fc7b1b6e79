import { APPLICATION_POLL_INTERVAL_MS } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import type { Card } from '../../../types/api'
import { getCard } from './getCard'

/** The application is done once the card is active or waiting to get (SPEC section 4). */
export function isApplicationDone(card: Pick<Card, 'status'> | undefined): boolean {
  return card?.status === 'active' || card?.status === 'waiting_to_get'
}

/** ['card', id] (the card detail screen's key): polled every 30 s until the application is done. */
export function applicationCardQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['card', id] as const,
    queryFn: () => getCard(id),
    refetchInterval: (query) => (isApplicationDone(query.state.data) ? false : APPLICATION_POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
  })
}
