import { canGetCardOtp, type UserState } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { userStateQuery } from '../../../lib/queries/userStateQuery'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import type { Card } from '../../../types/api'
import { type BannerCard, ChallengeBanner } from './ChallengeBanner'

/**
 * The cards whose challenges the banner asks for: those the card page asks for (the Get OTP rule), none until
 * the user state is known (a blocked user is never asked for one).
 */
function bannerCards(cards: readonly Card[], userState: UserState | null): BannerCard[] {
  if (userState === null) return []
  return cards
    .filter((card) => canGetCardOtp(card, userState))
    .map((card) => ({ id: card.id, last4: card.number.slice(-4) }))
}

/** The challenge banner over the signed-in owner's `cards` (their card list). */
export default function OwnerChallengeBanner({
  cards,
  cardOnPage,
}: {
  cards: readonly Card[]
  cardOnPage: string | null
}) {
  const user = useQuery(userStateQuery(useWalletAddress()))
  const state = user.isLoading ? null : (user.data?.state ?? '')
  return <ChallengeBanner cards={bannerCards(cards, state)} cardOnPage={cardOnPage} />
}
