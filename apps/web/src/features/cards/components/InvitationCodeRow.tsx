import { shouldShowInvitationCount } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { CopyButton } from '../../../components/ui/CopyButton'

/** Own invitation code with a copy button (check mark for 2 s) and the available count when at most 3. */
export function InvitationCodeRow({ code, availableCount }: { code: string; availableCount: number }) {
  const { t } = useTranslation()
  return (
    <div>
      <dt className="text-sm text-slate-400">{t('cards.info.code')}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-2">
        <span className="font-mono text-lg">{code}</span>
        <CopyButton value={code} what={t('copy.what.invitation_code')} />
        {shouldShowInvitationCount(availableCount) ? (
          <span data-testid="invitation-count" className="text-sm text-slate-300">
            {t('cards.info.count', { count: availableCount })}
          </span>
        ) : null}
      </dd>
    </div>
  )
}
