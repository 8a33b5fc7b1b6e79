import { getDisplayState } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import type { Card } from '../../../types/api'

const tone = {
  activated: 'bg-emerald-500/20 text-emerald-100',
  not_activated: 'bg-sky-500/20 text-sky-100',
  expired: 'bg-slate-500/30 text-slate-100',
  suspended: 'bg-rose-500/25 text-rose-100',
  locked: 'bg-amber-500/25 text-amber-100',
} as const

export function CardStatusBadge({ card }: { card: Pick<Card, 'status' | 'expired'> }) {
  const { t } = useTranslation()
  const state = getDisplayState(card)
  return (
    <span data-state={state} className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone[state]}`}>
      {t(`cards.status.${state}`)}
    </span>
  )
}
