import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { LocaleLink } from '../../components/ui/LocaleLink'
import { ConnectButton } from '../../features/wallet/components/ConnectButton'
import { useActiveState } from '../../lib/account/useActiveState'
import { lazyChunk } from '../../lib/chunks/loadChunk'
import { useAppConfig } from '../../lib/config/useAppConfig'
import { HELP_URL } from '../../lib/links'
import { paths } from '../../lib/paths'
import { useWallet } from '../../lib/wallet/walletStore'
import { ChunkErrorBoundary } from '../ChunkErrorBoundary'
import { LanguageMenu } from './LanguageMenu'

const WalletMenus = lazyChunk(() => import('../../features/wallet/components/WalletMenus'))

export function Navbar() {
  const { t } = useTranslation()
  const { productName } = useAppConfig()
  const status = useWallet((s) => s.status)
  const { active } = useActiveState()
  return (
    <header className="border-b border-slate-800">
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3"
      >
        <LocaleLink to={paths.home()} className="mr-auto text-lg font-bold">
          {productName}
        </LocaleLink>
        <a href={HELP_URL} target="_blank" rel="noreferrer" className="px-2 text-sm hover:underline">
          {t('nav.help')}
        </a>
        {status === 'connected' && active ? (
          <LocaleLink to={paths.cards()} className="px-2 text-sm hover:underline">
            {t('nav.my_card')}
          </LocaleLink>
        ) : null}
        <LanguageMenu />
        {status === 'connected' ? (
          <ChunkErrorBoundary placement="floating">
            <Suspense fallback={null}>
              <WalletMenus />
            </Suspense>
          </ChunkErrorBoundary>
        ) : (
          <ConnectButton />
        )}
      </nav>
    </header>
  )
}
