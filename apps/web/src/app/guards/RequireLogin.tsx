import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { createPath, Navigate, Outlet, useLocation } from 'react-router'
import { useCurrentLocale } from '../../components/ui/LocaleLink'
import { Spinner } from '../../components/ui/Spinner'
import { cardsQueryOptions } from '../../features/cards/api/cardsQueryOptions'
import { isApiError } from '../../lib/api/ApiError'
import { openModal } from '../../lib/modals/modalStore'
import { keepSignInTarget } from '../../lib/navigation/signInTarget'
import { localizePath, paths } from '../../lib/paths'
import { requestWalletRuntime, useWallet } from '../../lib/wallet/walletStore'

/** Keeps the page asked for (path, query, hash) for after sign-in, opens the wallet dialog and goes home. */
function OpenWalletAndGoHome() {
  const locale = useCurrentLocale()
  const target = createPath(useLocation())
  useEffect(() => {
    keepSignInTarget(target)
    openModal({ type: 'wallet' })
  }, [target])
  return <Navigate to={localizePath(paths.home(), locale)} replace />
}

/**
 * Login-required routes (SPEC section 2 "Guards"): no wallet -> open the wallet dialog and go home; with an
 * address, load the cards (a 401 signs in); still not logged in -> home. A 400 counts as logged in (SPEC 8).
 * A wallet that goes away while the page is open (Logout, "Sign out everywhere", a lost account: SPEC 4's full
 * reset) only goes home: the person just left, the wallet dialog would ask them to connect again.
 * Arriving signed out (a mail's link in a fresh browser), the page asked for is kept: the app goes there once
 * signed in (SignedInExtras).
 */
export function RequireLogin() {
  const locale = useCurrentLocale()
  const status = useWallet((s) => s.status)
  const address = useWallet((s) => (s.status === 'connected' ? s.address : undefined))
  const cards = useQuery(cardsQueryOptions(address))
  const wasConnected = useRef(false)

  useEffect(() => {
    if (status === 'idle') requestWalletRuntime()
    if (status === 'connected') wasConnected.current = true
  }, [status])

  if (status === 'disconnected') {
    return wasConnected.current ? (
      <Navigate to={localizePath(paths.home(), locale)} replace />
    ) : (
      <OpenWalletAndGoHome />
    )
  }
  if (status !== 'connected' || cards.isPending) return <Spinner />
  // A failed background refresh (the list polls) keeps the cards it had: only a first load that failed counts.
  if (cards.isError && cards.data === undefined && !(isApiError(cards.error) && cards.error.status === 400)) {
    return <Navigate to={localizePath(paths.home(), locale)} replace />
  }
  return <Outlet />
}
