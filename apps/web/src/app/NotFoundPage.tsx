import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { LocaleLink, useCurrentLocale } from '../components/ui/LocaleLink'
import { useDocumentTitle } from '../lib/i18n/useDocumentTitle'
import { localizePath, paths } from '../lib/paths'

export function NotFoundPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('title.not_found'))
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="mb-4 text-3xl font-bold">{t('not_found.title')}</h1>
      <p className="mb-6 text-slate-300">{t('not_found.text')}</p>
      <LocaleLink to={paths.home()} className="text-indigo-300 underline">
        {t('not_found.home')}
      </LocaleLink>
    </div>
  )
}

/** Any unknown path redirects to the 404 page, keeping the locale prefix. */
export function RedirectToNotFound() {
  const locale = useCurrentLocale()
  return <Navigate to={localizePath(paths.notFound(), locale)} replace />
}
