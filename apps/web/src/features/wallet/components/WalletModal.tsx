import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { Spinner } from '../../../components/ui/Spinner'
import { isUserRejection } from '../../../lib/chain/isUserRejection'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { closeModal } from '../../../lib/modals/modalStore'
import {
  getWalletBridge,
  hasWalletBridge,
  requestWalletRuntime,
  useWallet,
} from '../../../lib/wallet/walletStore'

const INSTALL_WALLET_URL = 'https://ethereum.org/en/wallets/find-wallet/'

/** Wallet connect dialog (SPEC section 2 "Modals"): choose the network, then the wallet. */
export default function WalletModal() {
  const { t } = useTranslation()
  const config = useAppConfig()
  const connectors = useWallet((s) => s.connectors)
  const status = useWallet((s) => s.status)
  const [chainId, setChainId] = useState<number | undefined>(
    config.chains.length === 1 ? config.chains[0]?.id : undefined,
  )
  const [pending, setPending] = useState<string | undefined>()
  const [failed, setFailed] = useState<'rejected' | 'failed' | null>(null)

  useEffect(() => requestWalletRuntime(), [])
  // WalletConnect only on deployments with a project id, and only now that the dialog is open (its chunk
  // never loads on the home page); once the wallet runtime is up.
  const projectId = config.walletConnectProjectId
  const runtimeUp = status !== 'idle' && status !== 'loading'
  useEffect(() => {
    if (!projectId || !runtimeUp || !hasWalletBridge()) return
    void getWalletBridge()
      .enableWalletConnect(projectId, config.productName)
      .catch(() => undefined)
  }, [projectId, runtimeUp, config.productName])
  useEffect(() => {
    if (status === 'connected') closeModal('wallet')
  }, [status])

  const installed = connectors.filter((c) => c.kind === 'injected')
  const choose = async (uid: string) => {
    if (chainId === undefined) return
    setPending(uid)
    setFailed(null)
    try {
      await getWalletBridge().connect(uid, chainId)
      closeModal('wallet')
    } catch (error) {
      setFailed(isUserRejection(error) ? 'rejected' : 'failed')
    } finally {
      setPending(undefined)
    }
  }

  return (
    <Modal title={t('wallet.connect_title')} onClose={() => closeModal('wallet')}>
      <section aria-labelledby="wallet-network-heading" className="mb-4">
        <h3 id="wallet-network-heading" className="mb-2 text-sm font-semibold text-slate-300">
          {t('wallet.choose_network')}
        </h3>
        <div className="flex flex-wrap gap-2">
          {config.chains.map((chain) => (
            <Button
              key={chain.id}
              variant={chainId === chain.id ? 'primary' : 'secondary'}
              aria-pressed={chainId === chain.id}
              onClick={() => setChainId(chain.id)}
            >
              {chain.name}
            </Button>
          ))}
        </div>
      </section>
      <section aria-labelledby="wallet-wallet-heading">
        <h3 id="wallet-wallet-heading" className="mb-2 text-sm font-semibold text-slate-300">
          {t('wallet.choose_wallet')}
        </h3>
        {status === 'loading' && connectors.length === 0 ? <Spinner /> : null}
        <ul className="flex flex-col gap-2">
          {connectors.map((connector) => (
            <li key={connector.uid}>
              <Button
                variant="secondary"
                className="w-full justify-start"
                disabled={chainId === undefined || pending !== undefined}
                onClick={() => choose(connector.uid)}
              >
                {connector.icon ? <img src={connector.icon} alt="" className="size-6" /> : null}
                {connector.kind === 'sandbox' ? t('wallet.sandbox_wallet') : connector.name}
                {connector.kind === 'walletConnect' ? (
                  <span className="text-xs text-slate-300">{t('wallet.walletconnect_note')}</span>
                ) : null}
                {pending === connector.uid ? ` (${t('wallet.connecting')})` : ''}
              </Button>
            </li>
          ))}
        </ul>
        {chainId === undefined ? (
          <p className="mt-2 text-sm text-slate-400">{t('wallet.network_first')}</p>
        ) : null}
        {failed ? (
          <p role="alert" className="mt-2 text-sm text-rose-300">
            {t(failed === 'rejected' ? 'wallet.connect_rejected' : 'wallet.connect_failed')}
          </p>
        ) : null}
        {status !== 'loading' && installed.length === 0 ? (
          <p className="mt-3 text-sm">
            {t('wallet.no_wallet')}{' '}
            <a
              className="text-indigo-300 underline"
              href={INSTALL_WALLET_URL}
              target="_blank"
              rel="noreferrer"
            >
              {t('wallet.install')}
            </a>
          </p>
        ) : null}
      </section>
      <p className="mt-4 text-xs text-slate-400">{t('wallet.mobile_note')}</p>
    </Modal>
  )
}
