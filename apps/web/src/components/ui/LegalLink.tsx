import type { LegalPageName } from '@chaincard/domain'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAppConfig } from '../../lib/config/useAppConfig'
import type { AppConfig } from '../../types/api'

type LegalKey = keyof AppConfig['legal']

/** `legal-notice` -> `legalNotice`: the page's key in GET /api/config. */
const keys: Record<LegalPageName, LegalKey> = {
  terms: 'terms',
  privacy: 'privacy',
  'legal-notice': 'legalNotice',
}

/**
 * `/legal/terms`, `/de/legal/terms`: the app's page of a legal text in the current language (the shell sets
 * i18n's language from the route's prefix; en has none, as `localizePath` does).
 */
function legalPath(page: LegalPageName, locale: string): string {
  return locale === 'en' ? `/legal/${page}` : `/${locale}/legal/${page}`
}

/**
 * A link to a legal page: the operator's URL, or the app's page of its Markdown. `newTab` for links
 * inside a form, so reading the Terms does not lose what was typed.
 */
export function LegalLink({
  page,
  newTab = false,
  className = 'hover:underline',
  children,
}: {
  page: LegalPageName
  newTab?: boolean
  className?: string
  children: ReactNode
}) {
  const { legal } = useAppConfig()
  const href = legalPath(page, useTranslation().i18n.language)
  const link = legal[keys[page]]
  const tab = newTab ? { target: '_blank', rel: 'noreferrer' } : {}
  if (link.kind === 'url')
    return (
      <a href={link.url} className={className} {...tab}>
        {children}
      </a>
    )
  if (newTab)
    return (
      <a href={href} className={className} {...tab}>
        {children}
      </a>
    )
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  )
}
