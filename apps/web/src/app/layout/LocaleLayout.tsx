import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useNavigate, useParams } from 'react-router'
import { useActiveState } from '../../lib/account/useActiveState'
import { useLiveEvents } from '../../lib/events/useLiveEvents'
import { isLocale, type Locale, localizePath, paths } from '../../lib/paths'
import { setNavigateHome } from '../../lib/session/signOut'
import { useAccountChangeRule } from '../hooks/useAccountChangeRule'
import { ModalsContainer } from '../ModalsContainer'
import { SignedInSlot } from '../SignedInSlot'
import { WalletRuntimeLoader } from '../WalletRuntimeLoader'
import { EventBanner } from './EventBanner'
import { Footer } from './Footer'
import { Navbar } from './Navbar'

function Shell({ locale }: { locale: Locale }) {
  const { i18n } = useTranslation()
  const navigate = useNavigate()

  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale)
    document.documentElement.lang = locale
  }, [i18n, locale])

  const goHome = () => navigate(localizePath(paths.home(), locale))
  useEffect(() => {
    setNavigateHome(() => navigate(localizePath(paths.home(), locale)))
    return () => setNavigateHome(undefined)
  }, [navigate, locale])
  useAccountChangeRule(goHome)
  // Signed in: the session answered /api/state. Live updates for as long as it does.
  const { active } = useActiveState()
  useLiveEvents(active !== undefined)

  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <EventBanner />
      {active ? <SignedInSlot /> : null}
      <main className="flex-1">
        <Outlet />
      </main>
      <ModalsContainer />
      <Footer />
      <WalletRuntimeLoader />
    </div>
  )
}

/** `/:lang?`: only de, en, ja, tr, zh-cn, zh-tw are prefixes; anything else is a 404. */
export function LocaleLayout() {
  const { lang } = useParams()
  if (lang !== undefined && !isLocale(lang)) return <Navigate to={paths.notFound()} replace />
  return <Shell locale={lang ?? 'en'} />
}
