import { useTranslation } from 'react-i18next'

export function Spinner() {
  const { t } = useTranslation()
  return (
    <div role="status" className="flex justify-center p-10 text-slate-300">
      {t('common.loading')}
    </div>
  )
}
