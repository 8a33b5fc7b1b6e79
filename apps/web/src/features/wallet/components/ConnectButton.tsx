import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { openModal } from '../../../lib/modals/modalStore'
import { requestWalletRuntime } from '../../../lib/wallet/walletStore'

function openWalletModal(): void {
  requestWalletRuntime()
  openModal({ type: 'wallet' })
}

export function ConnectButton({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <Button onClick={openWalletModal} {...(className ? { className } : {})}>
      {t('wallet.connect')}
    </Button>
  )
}
