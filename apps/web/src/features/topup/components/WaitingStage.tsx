import { useTranslation } from 'react-i18next'
import type { TopupWaitingRequest } from '../../../lib/modals/modalStore'

/** While the payment is being sent: what the wallet or the chain is doing now. */
export function WaitingStage({ request }: { request: TopupWaitingRequest }) {
  const { t } = useTranslation()
  if (!request.stage) return null
  return (
    <div role="status" className="flex flex-col gap-2 text-sm text-slate-200">
      <div className="flex items-center gap-2">
        <span
          aria-hidden
          className="inline-block h-3 w-3 animate-spin rounded-full border-2 border-indigo-300 border-t-transparent"
        />
        <span>{t(`topup.waiting.stage_${request.stage}`)}</span>
      </div>
      {request.replaced ? <p className="text-amber-300">{t('topup.waiting.replaced')}</p> : null}
      <p className="text-slate-400">{t('topup.do_not_close')}</p>
    </div>
  )
}
