import { type EnrollmentResponse, parseUsd } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { EnrollmentNotice, hasEnrollmentNotice } from '../../../components/ui/EnrollmentNotice'
import type { Card } from '../../../types/api'

function isNegative(value: string): boolean {
  try {
    return parseUsd(value, { allowNegative: true }) < 0n
  } catch {
    return false
  }
}

/**
 * Negative-balance alert, expired / suspended notices with the support e-mail (SPEC 1, 2), application in review,
 * or its card that the issuer could not issue (a sentence, not a wait that never ends). When the program
 * enrolls cardholders, an application in review says where the owner's enrollment stands instead
 * (the issuer reviews it, needs a document, or refused it).
 */
export function CardNotices({
  card,
  supportEmail,
  enrollment,
}: {
  card: Card
  supportEmail: string
  enrollment?: EnrollmentResponse | undefined
}) {
  const { t } = useTranslation()
  return (
    <>
      {isNegative(card.balance) ? (
        <div
          role="alert"
          data-testid="negative-balance"
          className="rounded-xl border border-rose-400/60 bg-rose-500/10 p-4 text-rose-100"
        >
          <p className="font-semibold">{t('cardDetail.negative_title')}</p>
          <p className="text-sm">{t('cardDetail.negative')}</p>
        </div>
      ) : null}
      {card.expired ? (
        <p data-testid="expired-notice" className="rounded-xl bg-slate-700/50 p-4 text-sm">
          {t('cardDetail.expired_notice', { email: supportEmail })}
        </p>
      ) : card.status === 'suspended' ? (
        <p data-testid="suspended-notice" className="rounded-xl bg-slate-700/50 p-4 text-sm">
          {t('cardDetail.suspended_notice', { email: supportEmail })}
        </p>
      ) : card.status === 'application_processing' && hasEnrollmentNotice(enrollment) ? (
        <EnrollmentNotice enrollment={enrollment} supportEmail={supportEmail} />
      ) : card.status === 'application_processing' && card.issuanceFailed ? (
        <p
          role="alert"
          data-testid="issuance-failed-notice"
          className="rounded-xl border border-rose-400/60 bg-rose-500/10 p-4 text-sm text-rose-100"
        >
          {t('cardDetail.issuance_failed_notice', { email: supportEmail })}
        </p>
      ) : card.status === 'application_processing' ? (
        <p data-testid="processing-notice" className="rounded-xl bg-sky-500/10 p-4 text-sm text-sky-100">
          {t('cardDetail.processing_notice')}
        </p>
      ) : null}
    </>
  )
}
