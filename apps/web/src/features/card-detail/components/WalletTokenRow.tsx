import type { WalletToken, WalletTokenParams, WalletTokenStatus } from '@chaincard/domain'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { useChangeWalletToken } from '../hooks/useChangeWalletToken'
import { isCurrentWalletToken } from '../utils/isCurrentWalletToken'
import { walletBrand } from '../utils/walletBrand'
import { walletTokenErrorKey } from '../utils/walletTokenErrorKey'
import { ActivationCode } from './ActivationCode'
import { RemoveWalletTokenModal } from './RemoveWalletTokenModal'

const tone: Record<WalletTokenStatus, string> = {
  pending: 'text-amber-200',
  active: 'text-emerald-200',
  paused: 'text-amber-200',
  removed: 'text-slate-300',
  declined: 'text-slate-300',
}

/**
 * One wallet token of the card: the wallet, the device, its status in words, a pending token's
 * activation code while valid, and Pause (active), Resume (paused) or Remove (any current one, asked first). A refusal is said under it in words.
 * `resumeBlockedBy`: the id of the sentence saying why Resume is off (a locked card's tokens resume with it).
 */
export function WalletTokenRow({
  cardId,
  token,
  resumeBlockedBy,
}: {
  cardId: string
  token: WalletToken
  resumeBlockedBy?: string | undefined
}) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const change = useChangeWalletToken(cardId)
  const [confirming, setConfirming] = useState(false)
  const titleId = useId()
  const wallet = walletBrand(token.wallet) ?? t('wallets.other')
  const device = token.device ?? t('wallets.device_unknown')
  const past = !isCurrentWalletToken(token.status)
  const run = (action: WalletTokenParams['action']) =>
    change.mutate(
      { tokenId: token.id, action },
      action === 'remove' ? { onSuccess: () => setConfirming(false) } : {},
    )
  const error = change.isError ? t(walletTokenErrorKey(change.error)) : null
  return (
    <li
      data-testid="wallet-token"
      data-status={token.status}
      // Greyed by colour, not opacity: its text keeps a readable contrast.
      className={`rounded-lg p-4 ${past ? 'bg-slate-800/30 text-slate-300' : 'bg-slate-800/60'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={titleId} className="font-medium break-words">
            {wallet} · {device}
          </p>
          <p data-testid="wallet-status" className={`text-sm ${tone[token.status]}`}>
            {t(`wallets.status.${token.status}`)}
          </p>
          <p className="text-xs text-slate-400">
            {t('wallets.added', { date: format.dateTime(token.addedAt) })}
          </p>
        </div>
        {past ? null : (
          <div className="flex flex-wrap gap-2">
            {token.status === 'active' ? (
              <Button
                variant="secondary"
                aria-describedby={titleId}
                disabled={change.isPending}
                onClick={() => run('pause')}
              >
                {t('wallets.pause')}
              </Button>
            ) : null}
            {token.status === 'paused' ? (
              <Button
                variant="secondary"
                aria-describedby={resumeBlockedBy ? `${titleId} ${resumeBlockedBy}` : titleId}
                disabled={change.isPending || resumeBlockedBy !== undefined}
                onClick={() => run('resume')}
              >
                {t('wallets.resume')}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              aria-describedby={titleId}
              disabled={change.isPending}
              onClick={() => {
                change.reset()
                setConfirming(true)
              }}
            >
              {t('wallets.remove')}
            </Button>
          </div>
        )}
      </div>
      {token.status === 'pending' && token.activationCode && token.activationCodeExpiresAt ? (
        <ActivationCode code={token.activationCode} expiresAt={token.activationCodeExpiresAt} />
      ) : null}
      {error && !confirming ? (
        <p role="alert" className="mt-2 text-sm text-rose-200">
          {error}
        </p>
      ) : null}
      {confirming ? (
        <RemoveWalletTokenModal
          wallet={wallet}
          device={device}
          pending={change.isPending}
          error={error}
          onConfirm={() => run('remove')}
          onClose={() => {
            setConfirming(false)
            change.reset()
          }}
        />
      ) : null}
    </li>
  )
}
