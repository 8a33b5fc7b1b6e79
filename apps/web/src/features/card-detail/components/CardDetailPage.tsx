import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'

/** Placeholder until the card detail issue lands (protected route `card/:id`). */
export function CardDetailPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t('card_detail.title')}</h1>
      <p className="mt-2 font-mono text-slate-300" data-testid="card-id">
        {id}
      </p>
    </div>
  )
}

export default CardDetailPage
