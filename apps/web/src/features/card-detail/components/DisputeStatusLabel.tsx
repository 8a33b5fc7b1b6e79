import type { Dispute, DisputeStatus } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'

const tone: Record<DisputeStatus, string> = {
  filing: 'text-sky-200',
  opened: 'text-sky-200',
  needs_info: 'text-amber-200',
  in_review: 'text-sky-200',
  won: 'text-emerald-200',
  lost: 'text-rose-200',
  withdrawn: 'text-slate-300',
}

/**
 * Where a purchase's dispute stands, in place of "Report a problem": its status in words, and what
 * it means for the owner where there is something to say: support writes to them when the issuer needs more,
 * and a won dispute says what it credited the card.
 */
export function DisputeStatusLabel({ dispute }: { dispute: Pick<Dispute, 'status' | 'credited'> }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const note =
    dispute.status === 'needs_info'
      ? t('dispute.note.needs_info')
      : dispute.status === 'won'
        ? t('dispute.note.won', { amount: format.usd(dispute.credited), currency: 'USD' })
        : null
  return (
    <p
      data-testid="tx-dispute"
      data-status={dispute.status}
      className={`mt-1 text-xs ${tone[dispute.status]}`}
    >
      <span className="font-medium">{t(`dispute.status.${dispute.status}`)}</span>
      {note ? ` · ${note}` : null}
    </p>
  )
}
