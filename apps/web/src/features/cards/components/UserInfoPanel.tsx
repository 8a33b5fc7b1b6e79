import { useTranslation } from 'react-i18next'
import { CopyButton } from '../../../components/ui/CopyButton'
import { Skeleton } from '../../../components/ui/Skeleton'
import { UsdAmount } from '../../../components/ui/UsdAmount'
import { openModal } from '../../../lib/modals/modalStore'
import { shortenAddress } from '../../../lib/wallet/shortenAddress'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { useUserInvitation } from '../hooks/useUserInvitation'
import { InvitationCodeRow } from './InvitationCodeRow'
import { MembershipInfo } from './MembershipInfo'

/** Reward balance with its history, membership, invitation code (SPEC section 2 "User info panel"). */
export function UserInfoPanel() {
  const { t } = useTranslation()
  const address = useWalletAddress()
  const invitation = useUserInvitation()
  return (
    <aside aria-labelledby="user-info-title" className="rounded-2xl bg-slate-800/60 p-5">
      <h2 id="user-info-title" className="mb-4 text-lg font-semibold">
        {t('cards.info.title')}
      </h2>
      <dl className="space-y-4">
        {address ? (
          <div>
            <dt className="text-sm text-slate-400">{t('cards.info.address')}</dt>
            <dd className="mt-1 flex items-center gap-2">
              <span className="font-mono" title={address}>
                {shortenAddress(address)}
              </span>
              <CopyButton value={address} what={t('copy.what.address')} />
            </dd>
          </div>
        ) : null}
        {/* A list of terms holds only terms and their descriptions: the placeholders and the error too. */}
        {invitation.isPending ? (
          <div>
            <dt className="sr-only">{t('cards.info.reward')}</dt>
            <dd className="space-y-4">
              <Skeleton className="h-12" label={t('cards.loading')} />
              <Skeleton className="h-12" />
            </dd>
          </div>
        ) : invitation.data ? (
          <>
            <div>
              <dt className="text-sm text-slate-400">{t('cards.info.reward')}</dt>
              <dd className="mt-1 flex flex-wrap items-center gap-3">
                <UsdAmount className="text-lg font-semibold" value={invitation.data.rewardBalance} />
                <button
                  type="button"
                  onClick={() => openModal({ type: 'rewardRecord' })}
                  className="rounded-md border border-slate-600 px-2 py-1 text-sm hover:bg-slate-700"
                >
                  {t('cards.info.history')}
                </button>
              </dd>
            </div>
            <InvitationCodeRow code={invitation.data.code} availableCount={invitation.data.availableCount} />
          </>
        ) : (
          <div>
            <dt className="sr-only">{t('cards.info.reward')}</dt>
            <dd className="text-sm text-slate-400">{t('cards.info.error')}</dd>
          </div>
        )}
        <MembershipInfo />
      </dl>
    </aside>
  )
}
