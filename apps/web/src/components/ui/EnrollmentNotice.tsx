import type { EnrollmentResponse } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { enrollmentReasonKey } from '../../lib/enrollment/enrollmentReasonKey'

/** True when the enrollment has something to say while the card waits (a review, a document, a refusal). */
export function hasEnrollmentNotice(enrollment: EnrollmentResponse | undefined): boolean {
  return (
    enrollment?.status === 'pending_review' ||
    enrollment?.status === 'pending_document' ||
    enrollment?.status === 'rejected'
  )
}

/**
 * Where the owner's enrollment with the card issuer stands while their card waits: the issuer reviews
 * it (nothing to do), needs a document (support writes), or refused it (the reasons in words, and that what was
 * paid is refunded). Nothing for an accepted enrollment: the card is simply being issued.
 */
export function EnrollmentNotice({
  enrollment,
  supportEmail,
}: {
  enrollment: EnrollmentResponse | undefined
  supportEmail: string
}) {
  const { t } = useTranslation()
  if (!enrollment || !hasEnrollmentNotice(enrollment)) return null
  if (enrollment.status === 'rejected') {
    const reasons = [...new Set(enrollment.reasons.map(enrollmentReasonKey))]
    return (
      <div
        role="alert"
        data-testid="enrollment-notice"
        data-status="rejected"
        className="space-y-2 rounded-xl border border-rose-400/60 bg-rose-500/10 p-4 text-sm text-rose-100"
      >
        <p className="font-semibold">{t('enrollment.status.rejected')}</p>
        <p>{t('enrollment.status.reasons')}</p>
        <ul className="list-disc space-y-1 pl-5">
          {(reasons.length > 0 ? reasons : ['enrollment.reason.other']).map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p>{t('enrollment.status.refund', { email: supportEmail })}</p>
      </div>
    )
  }
  return (
    <p
      role="status"
      data-testid="enrollment-notice"
      data-status={enrollment.status}
      className="rounded-xl bg-sky-500/10 p-4 text-sm text-sky-100"
    >
      {enrollment.status === 'pending_review'
        ? t('enrollment.status.pending_review')
        : t('enrollment.status.pending_document', { email: supportEmail })}
    </p>
  )
}
