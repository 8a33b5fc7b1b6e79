import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { CopyButton } from '../../../components/ui/CopyButton'
import { Modal } from '../../../components/ui/Modal'
import { Skeleton } from '../../../components/ui/Skeleton'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { getThreeDs } from '../api/getThreeDs'

/**
 * Card3DSecure: the pending one-time passcode with merchant and amount, or "no pending request" (the "OK"
 * answer). Load errors are only logged (SPEC section 8), never the code itself.
 */
export function Card3DSecureModal({ cardId, onClose }: { cardId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const otp = useQuery({
    queryKey: ['cardOtp', cardId],
    queryFn: () => getThreeDs(cardId),
    staleTime: 0,
    gcTime: 0,
  })
  useEffect(() => {
    if (otp.isError) console.error('3DS passcode could not be loaded:', otp.error.name)
  }, [otp.isError, otp.error])
  return (
    <Modal title={t('cardDetail.otp.title')} onClose={onClose}>
      {otp.isPending ? (
        <Skeleton className="mb-4 h-24" label={t('cardDetail.loading')} />
      ) : otp.isError ? (
        <p className="mb-4 text-sm text-slate-300">{t('cardDetail.otp.error')}</p>
      ) : otp.data === 'OK' ? (
        <p className="mb-4 text-slate-200">{t('cardDetail.otp.none')}</p>
      ) : (
        <dl className="mb-4 space-y-3">
          <div>
            <dt className="text-sm text-slate-400">{t('cardDetail.otp.code')}</dt>
            <dd className="flex items-center gap-2">
              <span data-testid="otp-code" className="font-mono text-3xl tracking-[0.3em]">
                {otp.data.otp}
              </span>
              <CopyButton value={otp.data.otp} what={t('copy.what.otp')} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-400">{t('cardDetail.otp.merchant')}</dt>
            <dd>{otp.data.merchantName}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-400">{t('cardDetail.otp.amount')}</dt>
            <dd>
              {format.usd(otp.data.amount)} {otp.data.currency}
            </dd>
          </div>
        </dl>
      )}
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={() => void otp.refetch()}>
          {t('cardDetail.otp.refresh')}
        </Button>
        <Button className="flex-1" onClick={onClose}>
          {t('cardDetail.otp.close')}
        </Button>
      </div>
    </Modal>
  )
}
