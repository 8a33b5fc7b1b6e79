import type {
  HistoryDeclineReason,
  HistoryKind,
  TransactionDirection,
  TransactionState,
} from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { declineReasonText } from '../utils/declineReasonText'

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
  /** The owner's limit a decline went over, USD wire amount ("200.00"). */
  declineLimit?: string | undefined
  /** A move's other card, a refund's address. */
  counterparty?: { cardLast4?: string | undefined; address?: string | undefined } | undefined
}

const stateColour: Record<TransactionState, string> = {
  pending: 'text-amber-200',
  settled: 'text-slate-300',
  reversed: 'text-slate-400',
  refunded: 'text-emerald-200',
  declined: 'text-rose-200',
}

/** The row's state in the user's language; a decline says why, a control's with the owner's limit. */
export function HistoryState({ details }: { details: HistoryDetails }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  let text = t(`history.state.${details.state}`)
  if (details.state === 'declined' && details.declineReason) {
    const limit = details.declineLimit === undefined ? undefined : format.usd(details.declineLimit)
    const reason = declineReasonText(details.declineReason, limit)
    text = t('history.declined', { reason: t(reason.key, reason.values) })
  }
  return (
    <span data-testid="tx-state" data-state={details.state} className={stateColour[details.state]}>
      {text}
    </span>
  )
}
