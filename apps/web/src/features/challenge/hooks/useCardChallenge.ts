import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { cardChallengeQueryOptions } from '../api/cardChallengeQueryOptions'

/**
 * The card's pending challenge, polled while the page is visible; also asked for when the window gets the
 * focus back (TanStack Query itself reacts to the tab becoming visible, not to another window giving the focus
 * back). Load errors are only logged, like the one-time code's (SPEC section 8).
 */
export function useCardChallenge(cardId: string) {
  const query = useQuery(cardChallengeQueryOptions(cardId))
  const { refetch } = query
  useEffect(() => {
    const onFocus = () => void refetch({ cancelRefetch: false })
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [refetch])
  useEffect(() => {
    if (query.isError) console.error('3DS challenge could not be loaded:', query.error.name)
  }, [query.isError, query.error])
  return query
}
