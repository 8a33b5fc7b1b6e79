import type { LegalPageName } from '@chaincard/domain'
import type { ReactNode } from 'react'
import { useAppConfig } from '../../lib/config/useAppConfig'
import { localizePath, paths } from '../../lib/paths'
import type { AppConfig } from '../../types/api'
import { LocaleLink, useCurrentLocale } from './LocaleLink'

type LegalKey = keyof AppConfig['legal']

const keys: Record<LegalPageName, LegalKey> = {
  terms: 'terms',
  privacy: 'privacy',
  'legal-notice': 'legalNotice',
}

/** `legal-notice` -> `legalNotice`: the page's key in GET /api/config and in the `legal.*` strings. */
export function legalKeyOf(page: LegalPageName): LegalKey {
  return keys[page]
}

/**
 * A link to a legal page (issue 30): the operator's URL, or the app's page of its Markdown. `newTab` for links
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
  /** Optional: inside `<Trans>` the translation supplies it. */
  children?: ReactNode
}) {
  const { legal } = useAppConfig()
  const locale = useCurrentLocale()
  const link = legal[legalKeyOf(page)]
  const tab = newTab ? { target: '_blank', rel: 'noreferrer' } : {}
  if (link.kind === 'url')
    return (
      <a href={link.url} className={className} {...tab}>
        {children}
      </a>
    )
  if (newTab)
    return (
      <a href={localizePath(paths.legal(page), locale)} className={className} {...tab}>
        {children}
      </a>
    )
  return (
    <LocaleLink to={paths.legal(page)} className={className}>
      {children}
    </LocaleLink>
  )
}
