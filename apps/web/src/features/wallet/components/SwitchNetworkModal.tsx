import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { closeModal } from '../../../lib/modals/modalStore'
import { getWalletBridge, useWallet } from '../../../lib/wallet/walletStore'

/** Wrong network: pick a supported one; when the wallet refuses, tell the user to switch from the wallet. */
export function SwitchNetworkModal() {
  const { t } = useTranslation()
  const config = useAppConfig()
  const canSwitch = useWallet((s) => s.canSwitchNetwork)
  const [refused, setRefused] = useState(!canSwitch)

  const choose = async (chainId: number) => {
    setRefused(false)
    try {
      await getWalletBridge().switchChain(chainId)
      closeModal('switchNetwork')
    } catch {
      setRefused(true)
    }
  }

  return (
    <Modal title={t('wallet.switch_title')} onClose={() => closeModal('switchNetwork')}>
      <p className="mb-3 text-sm text-slate-300">{t('wallet.unsupported_network')}</p>
      {canSwitch ? (
        <ul className="flex flex-col gap-2">
          {config.chains.map((chain) => (
            <li key={chain.id}>
              <Button variant="secondary" className="w-full" onClick={() => choose(chain.id)}>
                {chain.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {refused ? (
        <p role="alert" className="mt-3 text-sm text-amber-300">
          {t('wallet.switch_fallback')}
        </p>
      ) : null}
    </Modal>
  )
}

export default SwitchNetworkModal
