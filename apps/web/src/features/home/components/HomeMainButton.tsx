import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { LocaleLink } from '../../../components/ui/LocaleLink'
import { useActiveState } from '../../../lib/account/useActiveState'
import { openModal } from '../../../lib/modals/modalStore'
import { paths } from '../../../lib/paths'
import { requestWalletRuntime, useWallet } from '../../../lib/wallet/walletStore'

const big = 'px-6 py-3 text-lg'

/** Connect wallet (disconnected), My Card (connected and active), Get free card (connected, not active). */
export function HomeMainButton() {
  const { t } = useTranslation()
  const connected = useWallet((s) => s.status === 'connected')
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
    <Button className={big} disabled={isLoading} onClick={() => openModal({ type: 'invitation' })}>
      {t('home.get_free_card')}
    </Button>
  )
}
