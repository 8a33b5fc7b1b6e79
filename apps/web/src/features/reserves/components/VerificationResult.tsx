import { useTranslation } from 'react-i18next'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import type { ReservesSnapshot } from '../api/reservesTypes'
import type { BalanceVerification, CheckStatus } from '../utils/verifyBalance'

const MARK: Record<CheckStatus, string> = { passed: '✓', failed: '✗', not_checked: '–' }
const COLOR: Record<CheckStatus, string> = {
  passed: 'text-emerald-300',
  failed: 'text-rose-300',
  not_checked: 'text-slate-300',
}

/** The outcome in one sentence, then each check made, in words, with whether it held. */
export function VerificationResult({
  verification,
  snapshot,
}: {
  verification: BalanceVerification
  snapshot: ReservesSnapshot
}) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const { supportEmail, reservesSigner } = useAppConfig()
  const total = `${format.usd(snapshot.total)} USD`
  let outcome: string
  if (verification.outcome === 'verified') {
    outcome = t('reserves.verify.verified', {
      liability: `${format.usdMicro(verification.liability ?? 0n)} USD`,
      total,
    })
  } else if (verification.outcome === 'not_in_snapshot') {
    outcome = t('reserves.verify.not_in_snapshot', {
      at: format.dateTime(snapshot.takenAt),
      email: supportEmail,
    })
  } else {
    outcome = t('reserves.verify.not_verified', { check: t(`reserves.check_name.${verification.failed}`) })
  }
  return (
    <div className="flex flex-col gap-3" data-testid="reserves-verification">
      <p
        role="status"
        className={`font-semibold ${verification.outcome === 'not_verified' ? 'text-rose-200' : ''}`}
      >
        {outcome}
      </p>
      <h3 className="font-semibold">{t('reserves.verify.checked')}</h3>
      <ol className="flex flex-col gap-2 text-sm">
        {verification.checks.map(({ check, status }) => (
          <li key={check} className="flex gap-2" data-check={check} data-status={status}>
            <span aria-hidden="true" className={COLOR[status]}>
              {MARK[status]}
            </span>
            <span>
              <span className={`font-semibold ${COLOR[status]}`}>{t(`reserves.status.${status}`)}</span>{' '}
              {t(`reserves.check.${check}`, { signer: snapshot.signer, id: snapshot.id, total })}
              {check === 'signer' && !reservesSigner ? ` ${t('reserves.verify.no_signer_published')}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}
