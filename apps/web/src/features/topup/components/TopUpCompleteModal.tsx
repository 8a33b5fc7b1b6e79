import { parseUsd } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { closeModal } from '../../../lib/modals/modalStore'
import { pendingTopupQueryOptions } from '../api/pendingTopupQueryOptions'

/**
 * TopUpComplete: the payment is confirmed. It names what was credited and when it is spendable (later
 * top-ups ended without a success message), or that part of it is over the card maximum and what to do about
 * it; then the note to contact support if the balance is not updated in 2 days.
 */
export default function TopUpCompleteModal({ cardId, hash }: { cardId: string; hash: string | null }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const { supportEmail } = useAppConfig()
  // The credit of this payment may land a moment after its confirmations: ask again for a little while.
  const pending = useQuery({
    ...pendingTopupQueryOptions(cardId),
    refetchInterval: (query) =>
      hash && !query.state.data?.credits.some((c) => c.txHash === hash) && query.state.dataUpdateCount < 10
        ? 2_000
        : false,
  })
  const close = () => closeModal('topUpComplete')
  const credit = hash ? pending.data?.credits.find((c) => c.txHash === hash) : undefined
  const over = credit ? parseUsd(credit.amount) - parseUsd(credit.fitting) : 0n
  let text = t('topup.complete.text')
  if (credit?.spendableAt) {
    text = t('topup.complete.credited_when', {
      amount: format.usd(credit.amount),
      date: format.dateTime(credit.spendableAt),
    })
  } else if (credit && pending.data && !pending.data.settles) {
    text = t('topup.complete.credited_after_issue', { amount: format.usd(credit.amount) })
  } else if (credit) {
    text = t('topup.complete.credited', { amount: format.usd(credit.amount) })
  }
  return (
    <Modal title={t('topup.complete.title')} description={text} onClose={close}>
      {over > 0n ? (
        <p
          role="status"
          className="mb-3 rounded-lg bg-amber-500/10 p-3 text-sm text-amber-100"
          data-testid="over-maximum"
        >
          {t('topup.complete.over_maximum', { amount: format.usdMicro(over) })}
        </p>
      ) : null}
      <p className="mb-4 text-sm text-slate-300">{t('topup.complete.note', { email: supportEmail })}</p>
      <Button className="w-full" onClick={close}>
        {t('common.ok')}
      </Button>
    </Modal>
  )
}
