import { useTranslation } from 'react-i18next'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useDocumentTitle } from '../../../lib/i18n/useDocumentTitle'

/** The questions people ask before and after their first top-up, in the order they meet them. */
const QA_TOPICS = [
  'free_card',
  'topup_time',
  'fee',
  'deposit',
  'held',
  'details',
  'limits',
  'support',
] as const

/** Route `qa` (the account menu's Q&A, SPEC section 2): questions and answers, each a disclosure. */
export default function QaPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('title.qa'))
  const { supportEmail } = useAppConfig()
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('qa.title')}</h1>
      {QA_TOPICS.map((topic) => (
        <details key={topic} className="rounded-xl bg-slate-800/60 p-4" data-testid={`qa-${topic}`}>
          <summary className="cursor-pointer font-semibold">{t(`qa.items.${topic}.q`)}</summary>
          <p className="mt-2 text-sm text-slate-200">{t(`qa.items.${topic}.a`, { email: supportEmail })}</p>
        </details>
      ))}
    </div>
  )
}
