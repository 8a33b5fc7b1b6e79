import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCurrentLocale } from '../../components/ui/LocaleLink'
import { LOCALE_NAMES, triggerClass } from './localeNames'

const loadDropdown = () => import('./LanguageDropdown')
const LanguageDropdown = lazy(loadDropdown)

/**
 * The language menu. Its dropdown (Radix + positioning code) is a separate chunk fetched right after the
 * first render, so it does not count against the JS needed to render `/`; until then the trigger shows.
 */
export function LanguageMenu() {
  const { t } = useTranslation()
  const locale = useCurrentLocale()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let alive = true
    void loadDropdown().then(() => alive && setReady(true))
    return () => {
      alive = false
    }
  }, [])
  const placeholder = (
    <button
      type="button"
      className={triggerClass}
      aria-label={t('nav.language')}
      aria-haspopup="menu"
      disabled
    >
      {LOCALE_NAMES[locale]}
    </button>
  )
  if (!ready) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <LanguageDropdown />
    </Suspense>
  )
}
