import { useQuery } from '@tanstack/react-query'
import { Navigate, Outlet, useParams } from 'react-router'
import { useCurrentLocale } from '../../components/ui/LocaleLink'
import { cardsQueryOptions } from '../../features/cards/api/cardsQueryOptions'
import { localizePath, paths } from '../../lib/paths'
import { useWalletAddress } from '../../lib/wallet/walletStore'
import type { CardList } from '../../types/api'

function ownsCard(list: CardList | undefined, id: string): boolean {
  if (!list) return false
  return list.cards.some((card) => card.id === id) || list.orders.some((order) => order.id === id)
}

/** Card routes: the id must be one of the user's cards or orders, else 404. Runs inside RequireLogin. */
export function RequireOwnedCard() {
  const locale = useCurrentLocale()
  const { id = '' } = useParams()
  const { data } = useQuery(cardsQueryOptions(useWalletAddress()))
  if (!ownsCard(data, id)) return <Navigate to={localizePath(paths.notFound(), locale)} replace />
  return <Outlet />
}
