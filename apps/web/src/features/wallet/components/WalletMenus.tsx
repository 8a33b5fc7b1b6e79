import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import * as Tooltip from '@radix-ui/react-tooltip'
import { useTranslation } from 'react-i18next'
import { LocaleLink } from '../../../components/ui/LocaleLink'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { openModal } from '../../../lib/modals/modalStore'
import { paths } from '../../../lib/paths'
import { signOut } from '../../../lib/session/signOut'
import { shortenAddress } from '../../../lib/wallet/shortenAddress'
import { getWalletBridge, useWallet } from '../../../lib/wallet/walletStore'
import { AddressAvatar } from './AddressAvatar'

const menuClass = 'z-50 min-w-44 rounded-lg bg-slate-800 p-1 text-sm text-slate-100 shadow-lg'
const itemClass = 'cursor-pointer rounded px-3 py-2 outline-none data-[highlighted]:bg-slate-700'
const triggerClass =
  'flex items-center gap-2 rounded-lg border border-slate-600 px-3 py-2 text-sm hover:bg-slate-800'

function UnsupportedChainBadge() {
  const { t } = useTranslation()
  return (
    <Tooltip.Provider delayDuration={100}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className={triggerClass}
            aria-label={`${t('wallet.wrong_network')}: ${t('wallet.unsupported_network')}`}
            onClick={() => openModal({ type: 'switchNetwork' })}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 text-rose-400">
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M6 6l12 12" stroke="currentColor" strokeWidth="2" />
            </svg>
            {t('wallet.wrong_network')}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="z-50 rounded bg-slate-700 px-2 py-1 text-xs" sideOffset={4}>
            {t('wallet.unsupported_network')}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  )
}

function NetworkMenu() {
  const { t } = useTranslation()
  const config = useAppConfig()
  const chainId = useWallet((s) => s.chainId)
  const current = config.chains.find((c) => c.id === chainId)
  if (!current) return <UnsupportedChainBadge />
  // Not modal: a modal menu hides the rest of the page with aria-hidden while focus can still reach it (axe
  // aria-hidden-focus). The name starts with the visible text (axe label-content-name-mismatch).
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={triggerClass}
        aria-label={`${current.name} (${t('wallet.network_menu')})`}
      >
        <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
        {current.name}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuClass} sideOffset={4}>
          {config.chains.map((chain) => (
            <DropdownMenu.Item
              key={chain.id}
              className={itemClass}
              onSelect={() => {
                getWalletBridge()
                  .switchChain(chain.id)
                  .catch(() => openModal({ type: 'switchNetwork' }))
              }}
            >
              {chain.name}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

function ChainLabel() {
  const config = useAppConfig()
  const chainId = useWallet((s) => s.chainId)
  const current = config.chains.find((c) => c.id === chainId)
  if (!current) return <UnsupportedChainBadge />
  return <span className="text-sm text-slate-300">{current.name}</span>
}

function AccountMenu({ address }: { address: string }) {
  const { t } = useTranslation()
  const canChangeAccount = useWallet((s) => s.canChangeAccount)
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={triggerClass}
        aria-label={`${shortenAddress(address)} (${t('wallet.account_menu')})`}
      >
        <AddressAvatar address={address} />
        <span className="font-mono">{shortenAddress(address)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuClass} sideOffset={4} align="end">
          <DropdownMenu.Item asChild className={itemClass}>
            <LocaleLink to={paths.profile()}>{t('wallet.profile')}</LocaleLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <LocaleLink to={paths.qa()}>{t('wallet.qa')}</LocaleLink>
          </DropdownMenu.Item>
          {canChangeAccount ? (
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => {
                getWalletBridge()
                  .changeAccount()
                  .catch(() => undefined)
              }}
            >
              {t('wallet.change_wallet')}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut({ remote: true })}>
            {t('wallet.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

/** Navbar part for a connected wallet: network menu (or chain label), account menu. */
export default function WalletMenus() {
  const address = useWallet((s) => (s.status === 'connected' ? s.address : undefined))
  const canSwitchNetwork = useWallet((s) => s.canSwitchNetwork)
  if (!address) return null
  return (
    <div className="flex items-center gap-2">
      {canSwitchNetwork ? <NetworkMenu /> : <ChainLabel />}
      <AccountMenu address={address} />
    </div>
  )
}
