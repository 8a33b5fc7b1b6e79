import { useTranslation } from 'react-i18next'

/** Placeholder until the card list issue lands (protected route `card`). */
export function CardsPage() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t('cards.title')}</h1>
    </div>
  )
}

export default CardsPage
