import type { WithdrawalStatus } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'

const tone: Record<WithdrawalStatus, string> = {
  requested: 'text-amber-200',
  sending: 'text-amber-200',
  paid: 'text-emerald-300',
  failed: 'text-rose-200',
}

/** A withdrawal's status in words (live: the card's events refetch it). */
export function WithdrawalStatusText({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation()
  return (
    <span className={`font-medium ${tone[status]}`} data-testid="withdrawal-status" data-status={status}>
      {t(`withdraw.status.${status}`)}
    </span>
  )
}
