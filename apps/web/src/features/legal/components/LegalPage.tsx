import type { LegalLanguage, LegalPageName } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router'
import { useCurrentLocale } from '../../../components/ui/LocaleLink'
import { Spinner } from '../../../components/ui/Spinner'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useDocumentTitle } from '../../../lib/i18n/useDocumentTitle'
import { localizePath, paths } from '../../../lib/paths'
import { useLegalPage } from '../hooks/useLegalPage'
import { renderMarkdown } from '../utils/renderMarkdown'

/**
 * Route `legal/:page`: the Terms, the Privacy notice or the legal notice (Impressum) the operator keeps
 * as Markdown (LEGAL_DIR; the sandbox's samples), in the reader's language when the operator has it. A page the
 * operator publishes at its own URL links there.
 */
export default function LegalPage() {
  const { page } = useParams()
  const locale = useCurrentLocale()
  if (!isLegalPage(page)) return <Navigate to={localizePath(paths.notFound(), locale)} replace />
  return <LegalPageView page={page} lang={locale} />
}

/** `legal-notice` -> `legalNotice`: the page's key in GET /api/config and in the `legal.title.*` strings. */
const keyOf = { terms: 'terms', privacy: 'privacy', 'legal-notice': 'legalNotice' } as const

const isLegalPage = (page: string | undefined): page is LegalPageName =>
  page !== undefined && Object.hasOwn(keyOf, page)

function LegalPageView({ page, lang }: { page: LegalPageName; lang: LegalLanguage }) {
  const { t } = useTranslation()
  const { productName, legal } = useAppConfig()
  const link = legal[keyOf[page]]
  const query = useLegalPage(link.kind === 'page' ? page : undefined, lang)
  const fallbackTitle = t(`legal.title.${keyOf[page]}`)
  const rendered = query.data ? renderMarkdown(query.data.markdown) : undefined
  useDocumentTitle(rendered?.title ?? fallbackTitle)

  let content: React.ReactNode
  if (link.kind === 'url')
    content = (
      <p>
        {t('legal.elsewhere', { product: productName })}{' '}
        <a href={link.url} className="break-all text-indigo-300 underline">
          {link.url}
        </a>
      </p>
    )
  else if (query.isError) content = <p role="alert">{t('legal.load_error')}</p>
  else if (!rendered) content = <Spinner />
  else content = rendered.body

  return (
    <article
      className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-8 text-slate-200"
      {...(query.data?.lang ? { lang: query.data.lang } : {})}
    >
      <h1 className="text-2xl font-bold text-slate-100">{rendered?.title ?? fallbackTitle}</h1>
      {content}
    </article>
  )
}
