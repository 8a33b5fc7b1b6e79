import { canGetCardOtp, type UserState } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { cardsQueryOptions } from '../features/cards/api/cardsQueryOptions'
import { useUserState } from '../features/cards/hooks/useUserState'
import { type BannerCard, ChallengeBanner } from '../features/challenge/components/ChallengeBanner'
import { takeSignInTarget } from '../lib/navigation/takeSignInTarget'
import { splitLocale } from '../lib/paths'
import { useWalletAddress } from '../lib/wallet/walletStore'
import type { CardList } from '../types/api'

/**
 * The cards whose challenges the banner asks for: those the card page asks for (the Get OTP rule), none until
 * the user state is known (a blocked user is never asked for one).
 */
function bannerCards(list: CardList | undefined, userState: UserState | null): BannerCard[] {
  if (userState === null) return []
  return (list?.cards ?? [])
    .filter((card) => canGetCardOtp(card, userState))
    .map((card) => ({ id: card.id, last4: card.number.slice(-4) }))
}

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
  const { data } = useQuery(cardsQueryOptions(useWalletAddress()))
  const user = useUserState()

  useEffect(() => {
    const target = takeSignInTarget()
    if (target !== null) void navigate(target, { replace: true })
  }, [navigate])

  return (
    <ChallengeBanner
      cards={bannerCards(data, user.isLoading ? null : user.state)}
      cardOnPage={cardOnPage(pathname)}
    />
  )
}
