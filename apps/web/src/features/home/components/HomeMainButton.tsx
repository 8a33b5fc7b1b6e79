import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { LocaleLink } from '../../../components/ui/LocaleLink'
import { NoCodeHelp } from '../../../components/ui/NoCodeHelp'
import { useActiveState } from '../../../lib/account/useActiveState'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { openModal } from '../../../lib/modals/modalStore'
import { paths } from '../../../lib/paths'
import { requestWalletRuntime, useWallet } from '../../../lib/wallet/walletStore'

const big = 'px-6 py-3 text-lg'

/**
 * Connect wallet (disconnected), Switch network (connected on a network the site does not support: sign-in waits
 * for it), My Card (connected and active), Get free card (connected, not active), and then how to get
 * an invitation code for someone who has none (closing the invitation dialog was a dead end).
 */
export function HomeMainButton() {
  const { t } = useTranslation()
  const config = useAppConfig()
  const connected = useWallet((s) => s.status === 'connected')
  const chainId = useWallet((s) => s.chainId)
  const { active, isLoading } = useActiveState()

  if (!connected) {
    return (
      <Button
        className={big}
        onClick={() => {
          requestWalletRuntime()
          openModal({ type: 'wallet' })
        }}
      >
        {t('wallet.connect')}
      </Button>
    )
  }
  if (!config.chains.some((chain) => chain.id === chainId)) {
    return (
      <div className="flex flex-col items-center gap-3">
        <Button className={big} onClick={() => openModal({ type: 'switchNetwork', purpose: 'sign_in' })}>
          {t('wallet.switch_network')}
        </Button>
        <p className="max-w-md text-sm text-slate-300">{t('wallet.switch_to_sign_in')}</p>
      </div>
    )
  }
  if (active) {
    return (
      <LocaleLink
        to={paths.cards()}
        className={`inline-flex rounded-lg bg-indigo-600 font-medium text-white hover:bg-indigo-700 ${big}`}
      >
        {t('nav.my_card')}
      </LocaleLink>
    )
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <Button className={big} disabled={isLoading} onClick={() => openModal({ type: 'invitation' })}>
        {t('home.get_free_card')}
      </Button>
      {isLoading ? null : (
        <div className="w-full max-w-md" data-testid="no-code">
          <NoCodeHelp headingLevel={2}>
            <Button variant="secondary" onClick={() => openModal({ type: 'invitation' })}>
              {t('no_code.enter_code')}
            </Button>
          </NoCodeHelp>
        </div>
      )}
    </div>
  )
}
