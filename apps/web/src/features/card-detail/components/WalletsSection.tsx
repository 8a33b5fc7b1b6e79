import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Skeleton } from '../../../components/ui/Skeleton'
import { useWalletTokens } from '../hooks/useWalletTokens'
import { WalletTokenList } from './WalletTokenList'

/**
 * Apple Pay and Google Pay on the card page, for an active or locked card: gathers the card's wallet
 * tokens and hands them to `WalletTokenList`; while loading a placeholder, a failed read a sentence and Try again.
 */
export function WalletsSection({ cardId, locked }: { cardId: string; locked: boolean }) {
  const { t } = useTranslation()
  const tokens = useWalletTokens(cardId)
  const headingId = useId()
  return (
    <section
      id="wallets"
      aria-labelledby={headingId}
      data-testid="wallets"
      className="rounded-xl bg-slate-900/40 p-4"
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {t('wallets.title')}
      </h2>
      {tokens.data ? (
        <WalletTokenList cardId={cardId} tokens={tokens.data.items} locked={locked} />
      ) : tokens.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p>{t('wallets.load_error')}</p>
          <Button variant="secondary" onClick={() => void tokens.refetch()}>
            {t('wallets.retry')}
          </Button>
        </div>
      ) : (
        <Skeleton className="h-16" label={t('cardDetail.loading')} />
      )}
    </section>
  )
}
