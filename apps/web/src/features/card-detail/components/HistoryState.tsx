import type {
  HistoryDeclineReason,
  HistoryKind,
  TransactionDirection,
  TransactionState,
} from '@chaincard/domain'
import { useTranslation } from 'react-i18next'

export type HistoryDetails = {
  kind: HistoryKind
  state: TransactionState
  direction: TransactionDirection
  /** Signed USD wire amount ("-12.50", "25.00"). */
  amount: string
  /** Running balance after the row, USD wire amount; none on a declined row (it moved nothing). */
  balanceAfter?: string | undefined
  /** Who declined: the owner, the verification, the card program or the issuer. */
  declineReason?: HistoryDeclineReason | undefined
}

const stateColour: Record<TransactionState, string> = {
  pending: 'text-amber-200',
  settled: 'text-slate-300',
  reversed: 'text-slate-400',
  refunded: 'text-emerald-200',
  declined: 'text-rose-200',
}

/** The row's state in the user's language; a decline says why. */
export function HistoryState({ details }: { details: HistoryDetails }) {
  const { t } = useTranslation()
  const text =
    details.state === 'declined' && details.declineReason
      ? t('history.declined', { reason: t(`history.reason.${details.declineReason}`) })
      : t(`history.state.${details.state}`)
  return (
    <span data-testid="tx-state" data-state={details.state} className={stateColour[details.state]}>
      {text}
    </span>
  )
}
