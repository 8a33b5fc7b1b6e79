import { useQuery } from '@tanstack/react-query'
import { Suspense, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { cardsQueryOptions } from '../features/cards/api/cardsQueryOptions'
import { lazyChunk } from '../lib/chunks/loadChunk'
import { takeSignInTarget } from '../lib/navigation/takeSignInTarget'
import { splitLocale } from '../lib/paths'
import { useWalletAddress } from '../lib/wallet/walletStore'

/**
 * Its own chunk, loaded once the owner has a card: an owner without one never downloads it, and every chunk
 * this one imports would be one more name in the list the home page's first load carries.
 */
const OwnerChallengeBanner = lazyChunk(() => import('../features/challenge/components/OwnerChallengeBanner'))

/** The card detail page's card id (it shows that card's challenge itself), or null on any other page. */
function cardOnPage(pathname: string): string | null {
  const match = /^\/card\/([^/]+)\/?$/.exec(splitLocale(pathname).path)
  return match?.[1] ? decodeURIComponent(match[1]) : null
}

/**
 * What only a signed-in owner gets, loaded once signed in (not on the home page's first load): the page they
 * asked for while signed out (a mail's link in a fresh browser), opened once; and the banner of their pending
 * 3DS challenges on every page.
 */
export default function SignedInExtras() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const cards = useQuery(cardsQueryOptions(useWalletAddress())).data?.cards ?? []

  useEffect(() => {
    const target = takeSignInTarget()
    if (target !== null) void navigate(target, { replace: true })
  }, [navigate])

  return cards.length > 0 ? (
    <Suspense fallback={null}>
      <OwnerChallengeBanner cards={cards} cardOnPage={cardOnPage(pathname)} />
    </Suspense>
  ) : null
}
