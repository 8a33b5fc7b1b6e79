import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { closeModal } from '../../../lib/modals/modalStore'
import { getWalletBridge, useWallet } from '../../../lib/wallet/walletStore'

/**
 * Wrong network (RainbowKit's wrong-network state): the supported networks, each a button that asks the wallet
 * to switch; when the wallet cannot or will not, "switch from your wallet". Opened for sign-in (no
 * signature is asked for on an unsupported network), it says that signing in continues by itself after the
 * switch, and closes once the wallet is on a supported network, however it got there.
 */
export default function SwitchNetworkModal({ purpose }: { purpose?: 'sign_in' | undefined }) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const canSwitch = useWallet((s) => s.canSwitchNetwork)
  const chainId = useWallet((s) => s.chainId)
  const [refused, setRefused] = useState(!canSwitch)
  const [pending, setPending] = useState<number | null>(null)

  const choose = async (target: number) => {
    setRefused(false)
    setPending(target)
    try {
      await getWalletBridge().switchChain(target)
      closeModal('switchNetwork')
    } catch {
      setRefused(true)
    } finally {
      setPending(null)
    }
  }

  const current = chainId === undefined ? undefined : config.chains.find((chain) => chain.id === chainId)
  return (
    <Modal
      title={t('wallet.switch_title')}
      description={purpose === 'sign_in' ? t('wallet.switch_to_sign_in') : t('wallet.unsupported_network')}
      onClose={() => closeModal('switchNetwork')}
    >
      {chainId !== undefined && !current ? (
        <p className="mb-3 text-sm text-slate-300" data-testid="current-network">
          {t('wallet.current_network', { id: chainId })}
        </p>
      ) : null}
      {canSwitch ? (
        <ul className="flex flex-col gap-2" aria-label={t('wallet.supported_networks')}>
          {config.chains.map((chain) => (
            <li key={chain.id}>
              <Button
                variant="secondary"
                className="w-full"
                disabled={pending !== null}
                onClick={() => choose(chain.id)}
              >
                {chain.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-300">
          {t('wallet.supported_list', { networks: config.chains.map((chain) => chain.name).join(', ') })}
        </p>
      )}
      {pending !== null ? (
        <p role="status" className="mt-3 text-sm text-slate-300">
          {t('wallet.switch_pending')}
        </p>
      ) : null}
      {refused ? (
        <p role="alert" className="mt-3 text-sm text-amber-300">
          {purpose === 'sign_in' ? t('wallet.switch_fallback_sign_in') : t('wallet.switch_fallback')}
        </p>
      ) : null}
    </Modal>
  )
}
