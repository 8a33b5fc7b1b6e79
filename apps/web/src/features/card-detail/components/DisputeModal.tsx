import {
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_DESCRIPTION_MIN,
  DISPUTE_WINDOW_DAYS,
  type Dispute,
  type DisputeReason,
} from '@chaincard/domain'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { useFileDispute } from '../hooks/useFileDispute'
import { disputeErrorKey } from '../utils/disputeErrorKey'
import { DisputeStatusLabel } from './DisputeStatusLabel'

/** The purchase reported: its history row's id, what it is called there, its amount (unsigned) and time. */
export type DisputedPurchase = { id: string; title: string; amount: string; at: string }

/**
 * Every reason of the issuer's list, in its order (the type makes a new reason a compile error here until it is
 * offered; a type-only import keeps zod out of the page).
 */
const REASONS = {
  fraud: true,
  duplicated: true,
  incorrect_amount: true,
  not_received: true,
  not_as_described: true,
  cancelled: true,
  recurring_not_cancelled: true,
  refund_not_processed: true,
  other: true,
} as const satisfies Record<DisputeReason, true>

type Problems = { reason?: boolean; description?: boolean }

/**
 * "Report a problem" with a settled purchase: why (the issuer's reasons, in words) and what happened
 * (DISPUTE_DESCRIPTION_MIN to _MAX characters, the rule shown), checked here before anything is sent. A refusal says why in the
 * dialog and changes nothing; once filed, the dialog says so and what happens next, and shows the status.
 */
export function DisputeModal({
  cardId,
  purchase,
  onClose,
}: {
  cardId: string
  purchase: DisputedPurchase
  onClose: () => void
}) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const { supportEmail } = useAppConfig()
  const file = useFileDispute(cardId)
  const ids = {
    reason: useId(),
    reasonError: useId(),
    description: useId(),
    rule: useId(),
    descriptionError: useId(),
    error: useId(),
  }
  const reasonRef = useRef<HTMLSelectElement>(null)
  const descriptionRef = useRef<HTMLTextAreaElement>(null)
  const [reason, setReason] = useState<DisputeReason | ''>('')
  const [description, setDescription] = useState('')
  const [problems, setProblems] = useState<Problems>({})
  const length = description.trim().length

  const submit = () => {
    const found: Problems = {
      ...(reason === '' ? { reason: true } : {}),
      ...(length < DISPUTE_DESCRIPTION_MIN || length > DISPUTE_DESCRIPTION_MAX ? { description: true } : {}),
    }
    setProblems(found)
    if (found.reason) return reasonRef.current?.focus()
    if (found.description) return descriptionRef.current?.focus()
    if (reason === '' || file.isPending) return
    file.mutate({ transactionId: purchase.id, reason, description: description.trim() })
  }

  const filed: Dispute | undefined = file.data
  return (
    <Modal
      title={t(filed ? 'dispute.sent_title' : 'dispute.title')}
      description={t('dispute.purchase', {
        merchant: purchase.title,
        amount: format.usd(purchase.amount),
        currency: 'USD',
        date: format.dateTime(purchase.at),
      })}
      onClose={onClose}
    >
      {filed ? (
        <div data-testid="dispute-sent">
          <p role="status" className="mb-2 text-sm text-emerald-200">
            {t('dispute.sent')}
          </p>
          <DisputeStatusLabel dispute={filed} />
          <p className="mt-3 mb-4 text-sm text-slate-300">{t('dispute.next')}</p>
          <Button className="w-full" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.reason} className="text-sm">
              {t('dispute.reason')}
            </label>
            <select
              id={ids.reason}
              ref={reasonRef}
              required
              className="rounded-lg border border-slate-500 bg-slate-900 px-3 py-2 text-slate-100"
              value={reason}
              aria-invalid={problems.reason ? true : undefined}
              aria-describedby={problems.reason ? ids.reasonError : undefined}
              onChange={(event) => {
                setReason(event.target.value as DisputeReason | '')
                setProblems((p) => ({ ...p, reason: false }))
              }}
            >
              <option value="" disabled>
                {t('dispute.reason_placeholder')}
              </option>
              {(Object.keys(REASONS) as DisputeReason[]).map((value) => (
                <option key={value} value={value}>
                  {t(`dispute.reasons.${value}`)}
                </option>
              ))}
            </select>
            {problems.reason ? (
              <p id={ids.reasonError} className="text-xs text-rose-200">
                {t('dispute.reason_required')}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.description} className="text-sm">
              {t('dispute.description')}
            </label>
            <textarea
              id={ids.description}
              ref={descriptionRef}
              required
              rows={5}
              maxLength={DISPUTE_DESCRIPTION_MAX}
              className="rounded-lg border border-slate-500 bg-slate-900 px-3 py-2 text-slate-100"
              value={description}
              aria-invalid={problems.description ? true : undefined}
              aria-describedby={problems.description ? `${ids.rule} ${ids.descriptionError}` : ids.rule}
              onChange={(event) => {
                setDescription(event.target.value)
                setProblems((p) => ({ ...p, description: false }))
              }}
            />
            <p id={ids.rule} className="flex justify-between gap-3 text-xs text-slate-400">
              <span>
                {t('dispute.description_rule', {
                  min: String(DISPUTE_DESCRIPTION_MIN),
                  max: String(DISPUTE_DESCRIPTION_MAX),
                })}
              </span>
              <span data-testid="dispute-count" className="shrink-0 font-mono">
                {length}/{DISPUTE_DESCRIPTION_MAX}
              </span>
            </p>
            {problems.description ? (
              <p id={ids.descriptionError} className="text-xs text-rose-200">
                {t('dispute.description_too_short', { min: String(DISPUTE_DESCRIPTION_MIN) })}
              </p>
            ) : null}
          </div>
          {file.isError ? (
            <p id={ids.error} role="alert" className="text-sm text-rose-200">
              {t(disputeErrorKey(file.error), { email: supportEmail, days: String(DISPUTE_WINDOW_DAYS) })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={file.isPending}>
              {file.isPending ? t('common.loading') : t('dispute.submit')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('dispute.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  )
}
