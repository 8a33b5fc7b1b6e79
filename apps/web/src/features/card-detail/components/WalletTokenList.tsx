import type { WalletToken } from '@chaincard/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { isCurrentWalletToken } from '../utils/isCurrentWalletToken'
import { WalletTokenRow } from './WalletTokenRow'

/**
 * The card's wallet tokens, rendered only: the current ones (pending, active, paused) with what can
 * be done with them, or how to add the card when there is none; the removed and declined ones folded away and
 * greyed. On a locked card, why its paused tokens cannot be resumed yet.
 */
export function WalletTokenList({
  cardId,
  tokens,
  locked,
}: {
  cardId: string
  tokens: readonly WalletToken[]
  locked: boolean
}) {
  const { t } = useTranslation()
  const lockedNoteId = useId()
  const current = tokens.filter((token) => isCurrentWalletToken(token.status))
  const past = tokens.filter((token) => !isCurrentWalletToken(token.status))
  return (
    <div className="flex flex-col gap-3">
      {locked ? (
        <p id={lockedNoteId} className="text-sm text-amber-200">
          {t('wallets.locked_note')}
        </p>
      ) : null}
      {current.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {current.map((token) => (
            <WalletTokenRow
              key={token.id}
              cardId={cardId}
              token={token}
              resumeBlockedBy={locked ? lockedNoteId : undefined}
            />
          ))}
        </ul>
      ) : (
        <p data-testid="wallets-empty" className="text-sm text-slate-300">
          {t(locked ? 'wallets.empty_locked' : 'wallets.empty', { button: t('cardReveal.show') })}
        </p>
      )}
      {past.length > 0 ? (
        <details className="text-sm text-slate-400">
          <summary className="cursor-pointer py-1">
            {t('wallets.past', { number: String(past.length) })}
          </summary>
          <ul className="mt-2 flex flex-col gap-2">
            {past.map((token) => (
              <WalletTokenRow key={token.id} cardId={cardId} token={token} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}
