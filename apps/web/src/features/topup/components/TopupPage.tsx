import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'

/** Placeholder until the top-up issue lands (protected route `card/:id/topup`). */
export function TopupPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t('topup.title')}</h1>
      <p className="mt-2 font-mono text-slate-300" data-testid="card-id">
        {id}
      </p>
    </div>
  )
}

export default TopupPage
