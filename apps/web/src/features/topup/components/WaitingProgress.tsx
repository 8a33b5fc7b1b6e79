import { type ConfirmationsResponse, getTopupProgress } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { TxHash } from '../../../components/ui/TxHash'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import type { TopupWaitingRequest } from '../../../lib/modals/modalStore'
import { useWallet } from '../../../lib/wallet/walletStore'
import type { CardStatus } from '../../../types/api'

const DOT = {
  done: 'bg-emerald-400',
  current: 'animate-pulse bg-indigo-400',
  upcoming: 'bg-slate-600',
  failed: 'bg-rose-400',
} as const

/**
 * Where the payment really is: sent -> confirmations n/m -> credited -> activated (first top-up) or
 * settled, from the app's own sending stage and then only from the server (`GET /confirmations/{hash}` and the
 * card status); one sentence for the stage and one instruction, never "activated" before the card is.
 */
export function WaitingProgress({
  kind,
  request,
  hash,
  confirmations,
  cardStatus,
}: {
  kind: 'first' | 'topup'
  request: TopupWaitingRequest
  hash: string | null
  confirmations: ConfirmationsResponse | undefined
  cardStatus: CardStatus | undefined
}) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const chainId = useWallet((s) => s.chainId)
  const explorer = config.chains.find((c) => c.id === chainId)?.blockExplorerUrl
  const progress = getTopupProgress({ kind, sending: request.stage, hash, confirmations, cardStatus })
  const detail = (id: string) => {
    if (id === 'sent' && hash) return <TxHash hash={hash} blockExplorerUrl={explorer} />
    if (id === 'confirmations' && progress.count) {
      return t('topup.progress.count', { done: progress.count.done, required: progress.count.required })
    }
    if (id === 'settled') return t('topup.progress.settled_note')
    return null
  }
  return (
    <div className="flex flex-col gap-3">
      <p role="status" data-testid="progress-message" className="text-sm text-slate-100">
        {t(`topup.progress.message.${progress.message}`, { email: config.supportEmail })}
      </p>
      {request.replaced ? <p className="text-sm text-amber-300">{t('topup.waiting.replaced')}</p> : null}
      <ol className="flex flex-col gap-2" aria-label={t('topup.progress.label')}>
        {progress.steps.map((step) => (
          <li
            key={step.id}
            data-testid={`timeline-${step.id}`}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="flex items-start gap-3"
          >
            <span
              aria-hidden
              className={`mt-1 inline-block h-3 w-3 shrink-0 rounded-full ${DOT[step.state]}`}
            />
            <span className="flex min-w-0 flex-col">
              <span className={step.state === 'upcoming' ? 'text-slate-400' : 'text-slate-100'}>
                {t(`topup.progress.step.${step.id}`)}
                <span className="sr-only"> ({t(`topup.progress.state.${step.state}`)})</span>
              </span>
              {detail(step.id) ? <span className="text-xs text-slate-300">{detail(step.id)}</span> : null}
            </span>
          </li>
        ))}
      </ol>
      <p
        data-testid="progress-instruction"
        className={`text-sm ${progress.instruction === 'stay' ? 'font-semibold text-amber-200' : 'text-slate-300'}`}
      >
        {t(`topup.progress.instruction.${progress.instruction}`)}
      </p>
    </div>
  )
}
