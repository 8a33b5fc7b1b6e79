import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { cardChallengeQueryOptions } from '../api/cardChallengeQueryOptions'

/**
 * The card's pending challenge, polled while the page is visible; also asked for when the window gets the
 * focus back (TanStack Query itself reacts to the tab becoming visible, not to another window giving the focus
 * back). Load errors are only logged, like the one-time code's (SPEC section 8).
 *
 * `follow`: only read what another part of the page asks for (the banner on the card's own page, where the
 * page's prompt asks): the same query, so no request of its own, no poll, no focus refetch, no second log.
 */
export function useCardChallenge(cardId: string, { follow = false }: { follow?: boolean } = {}) {
  const query = useQuery({ ...cardChallengeQueryOptions(cardId), enabled: !follow })
  const { refetch } = query
  useEffect(() => {
    if (follow) return
    const onFocus = () => void refetch({ cancelRefetch: false })
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [refetch, follow])
  useEffect(() => {
    if (!follow && query.isError) console.error('3DS challenge could not be loaded:', query.error.name)
  }, [follow, query.isError, query.error])
  return query
}
