import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { openErrorAlert } from '../../../components/ui/openErrorAlert'
import { getDisplayName } from '../api/getDisplayName'

/**
 * Card holder name shown as *** with an eye toggle; when the name is masked (contains *), showing it fetches
 * the display name (SPEC section 2); a failure alerts with the server message (SPEC section 8).
 */
export function CardName({ cardId, name }: { cardId: string; name: string }) {
  const { t } = useTranslation()
  const [shown, setShown] = useState<string | null>(null)
  const fetchName = useMutation({
    mutationFn: () => getDisplayName(cardId),
    onSuccess: ({ displayName }) => setShown(displayName),
    onError: (error) => openErrorAlert({ titleKey: 'cardDetail.name', error }),
  })
  if (name === '') return null
  const toggle = () => {
    if (shown !== null) setShown(null)
    else if (name.includes('*')) fetchName.mutate()
    else setShown(name)
  }
  return (
    <div className="relative flex items-center gap-2">
      <span className="sr-only">{t('cardDetail.name')}</span>
      <span data-testid="card-name" className="truncate font-medium uppercase tracking-wide">
        {shown ?? '***'}
      </span>
      <button
        type="button"
        onClick={toggle}
        disabled={fetchName.isPending}
        aria-pressed={shown !== null}
        aria-label={shown !== null ? t('cardDetail.hide_name') : t('cardDetail.show_name')}
        className="rounded p-1 text-white/90 hover:bg-white/10"
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {shown !== null ? <path d="M3 3l18 18" /> : null}
        </svg>
      </button>
    </div>
  )
}
