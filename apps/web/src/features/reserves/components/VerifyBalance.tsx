import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { isApiError } from '../../../lib/api/ApiError'
import { errorSentenceKey } from '../../../lib/api/errorSentenceKey'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { openModal } from '../../../lib/modals/modalStore'
import { requestWalletRuntime, useWalletAddress } from '../../../lib/wallet/walletStore'
import type { ReservesSnapshot } from '../api/reservesTypes'
import { useVerifyBalance } from '../hooks/useVerifyBalance'
import { VerificationResult } from './VerificationResult'

function connectWallet() {
  requestWalletRuntime()
  openModal({ type: 'wallet' })
}

/**
 * "Verify my balance": a program could leave someone out of its tree, and only that person can notice, so
 * each owner checks their own proof here, in the browser, against the signed root.
 */
export function VerifyBalance({ snapshot }: { snapshot: ReservesSnapshot }) {
  const { t } = useTranslation()
  const owner = useWalletAddress()
  return (
    <section aria-labelledby="reserves-verify" className="rounded-2xl bg-slate-800/60 p-5">
      <h2 id="reserves-verify" className="mb-3 font-semibold">
        {t('reserves.verify.title')}
      </h2>
      <p className="text-sm">{t('reserves.verify.intro')}</p>
      {owner ? (
        // A new wallet starts over: the result shown was another owner's.
        <VerifyOwnBalance key={owner} snapshot={snapshot} />
      ) : (
        <div className="mt-4 flex flex-col items-start gap-2">
          <p className="text-sm">{t('reserves.verify.connect_first')}</p>
          <Button onClick={connectWallet}>{t('wallet.connect')}</Button>
        </div>
      )}
    </section>
  )
}

function VerifyOwnBalance({ snapshot }: { snapshot: ReservesSnapshot }) {
  const { t } = useTranslation()
  const { supportEmail } = useAppConfig()
  const verify = useVerifyBalance(snapshot)
  let failure: string | null = null
  if (verify.isError) {
    failure =
      isApiError(verify.error) && verify.error.code === 'not_found'
        ? t('reserves.verify.proof_not_found')
        : t(errorSentenceKey(verify.error), { email: supportEmail })
  }
  return (
    <div className="mt-4 flex flex-col items-start gap-4">
      <Button onClick={() => verify.mutate()} disabled={verify.isPending}>
        {verify.isPending ? t('reserves.verify.checking') : t('reserves.verify.button')}
      </Button>
      {failure ? <p role="alert">{failure}</p> : null}
      {verify.data ? <VerificationResult verification={verify.data} snapshot={snapshot} /> : null}
    </div>
  )
}
