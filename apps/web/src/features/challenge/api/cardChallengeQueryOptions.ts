import { queryOptions } from '@tanstack/react-query'
import { isApiError } from '../../../lib/api/ApiError'
import { livePollInterval } from '../../../lib/events/liveEvents'
import { cardChallengeKey } from '../../../lib/queries/queryKeys'
import { getCardChallenge } from './getCardChallenge'

/** How often the card detail asks for a pending challenge while the page is visible. */
const CHALLENGE_POLL_INTERVAL_MS = 3_000

/** A refusal that asking again will not change: not the owner's card (404), or a user who may not (409). */
function isFinalRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429
}

/**
 * The pending 3DS challenge of a card, asked for every few seconds while the page is visible (TanStack
 * Query skips interval fetches while the document is hidden) and again when it becomes visible. Polling
 * stops after a final refusal. While the live stream is open, its `challenge.*` events refresh it and the poll
 * is only a safety net (livePollInterval).
 */
export function cardChallengeQueryOptions(id: string) {
  return queryOptions({
    queryKey: cardChallengeKey(id),
    queryFn: () => getCardChallenge(id),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchIntervalInBackground: false,
    refetchInterval: (query) =>
      isFinalRefusal(query.state.error) ? false : livePollInterval(CHALLENGE_POLL_INTERVAL_MS),
  })
}
