import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCurrentLocale } from '../../components/ui/LocaleLink'
import { lazyChunk, loadChunk } from '../../lib/chunks/loadChunk'
import { ChunkErrorBoundary } from '../ChunkErrorBoundary'
import { LOCALE_NAMES, languageMenuLabel, triggerClass } from './localeNames'

const loadDropdown = () => import('./LanguageDropdown')
const LanguageDropdown = lazyChunk(loadDropdown, { ungated: true })
/** Pointing at or focusing the button starts the chunk, so the click rarely waits; a failure shows on click. */
const prefetchDropdown = () => void loadChunk(loadDropdown).catch(() => undefined)

/**
 * The language menu. Its dropdown (Radix + positioning code) is a separate chunk that nothing fetches at
 * load: hover or focus starts it, and a click (or ArrowDown) opens the menu as soon as it arrived. Until the
 * first click this plain button stands in for the Radix trigger, with the same look and name.
 */
export function LanguageMenu() {
  const { t } = useTranslation()
  const locale = useCurrentLocale()
  const [requested, setRequested] = useState(false)
  const trigger = (
    <button
      type="button"
      className={triggerClass}
      aria-label={languageMenuLabel(locale, t('nav.language'))}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetchDropdown}
      onFocus={prefetchDropdown}
      onClick={() => setRequested(true)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return
        event.preventDefault()
        setRequested(true)
      }}
    >
      {LOCALE_NAMES[locale]}
    </button>
  )
  if (!requested) return trigger
  return (
    <ChunkErrorBoundary placement="floating" keep={trigger}>
      <Suspense fallback={trigger}>
        <LanguageDropdown defaultOpen />
      </Suspense>
    </ChunkErrorBoundary>
  )
}
