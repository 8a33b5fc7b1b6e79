import { parseUsd } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { LocaleLink } from '../../../components/ui/LocaleLink'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { paths } from '../../../lib/paths'
import { cardsQuery } from '../../../lib/queries/cardsQuery'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import type { Card } from '../../../types/api'
import { pendingTopupQueryOptions } from '../api/pendingTopupQueryOptions'
import { excessTargets } from '../utils/excessTargets'
import { MoveExcessForm } from './MoveExcessForm'
import { RefundExcessForm } from './RefundExcessForm'

type Done = { kind: 'moved'; amount: string; to: Card } | { kind: 'refund'; amount: string; id: string }

/**
 * Money over the card maximum has a way out (5,000 sent to a 3,000 card sat pending with no way
 * out): how much is over the maximum and how much of it can move now (money whose deposit is final), moving it to
 * another card of the owner, or asking for it back; and the refunds asked for, with what support did.
 */
export function ExcessPanel({ card }: { card: Card }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const { supportEmail } = useAppConfig()
  const address = useWalletAddress()
  const headingId = useId()
  const pending = useQuery(pendingTopupQueryOptions(card.id))
  const cards = useQuery(cardsQuery(address))
  const [mode, setMode] = useState<'idle' | 'move' | 'refund'>('idle')
  const [done, setDone] = useState<Done | null>(null)
  const view = pending.data
  if (!view) return null
  const over = parseUsd(view.overMaximum)
  const movable = parseUsd(view.movable)
  if (over === 0n && view.refunds.length === 0 && !done) return null
  const targets = excessTargets(card.id, cards.data?.cards ?? [])

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-amber-400/50 bg-amber-500/10 p-5 text-sm text-amber-50"
      data-testid="excess-panel"
    >
      <h2 id={headingId} className="mb-2 text-base font-semibold">
        {t('excess.title')}
      </h2>
      {over > 0n ? (
        <>
          <p>
            {t('excess.text', {
              amount: format.usd(view.overMaximum),
              max: view.balanceUpper === null ? '' : format.usd(view.balanceUpper),
            })}
          </p>
          <p className="mt-1" data-testid="excess-movable">
            {movable === over
              ? t('excess.movable_all')
              : movable === 0n
                ? t('excess.movable_none')
                : t('excess.movable_part', { amount: format.usd(view.movable) })}
          </p>
          {mode === 'idle' ? (
            <div className="mt-3 flex flex-wrap gap-3">
              <Button disabled={movable === 0n || targets.length === 0} onClick={() => setMode('move')}>
                {t('excess.move')}
              </Button>
              <Button variant="secondary" disabled={movable === 0n} onClick={() => setMode('refund')}>
                {t('excess.refund')}
              </Button>
            </div>
          ) : null}
          {mode === 'idle' && movable > 0n && targets.length === 0 ? (
            <p className="mt-2 text-amber-100/90">
              {t('excess.no_target')}{' '}
              <LocaleLink to={paths.cards()} className="underline">
                {t('excess.my_cards')}
              </LocaleLink>
            </p>
          ) : null}
          {mode === 'move' ? (
            <MoveExcessForm
              cardId={card.id}
              movable={movable}
              targets={targets}
              onCancel={() => setMode('idle')}
              onDone={(amount, to) => {
                setMode('idle')
                setDone({ kind: 'moved', amount, to })
              }}
            />
          ) : null}
          {mode === 'refund' ? (
            <RefundExcessForm
              cardId={card.id}
              movable={movable}
              onCancel={() => setMode('idle')}
              onDone={(amount, id) => {
                setMode('idle')
                setDone({ kind: 'refund', amount, id })
              }}
            />
          ) : null}
        </>
      ) : null}
      {done ? (
        <p
          role="status"
          className="mt-3 rounded-lg bg-emerald-500/15 p-3 text-emerald-50"
          data-testid="excess-done"
        >
          {done.kind === 'moved' ? (
            <>
              {t('excess.moved', { amount: format.usd(done.amount), number: done.to.number.slice(-4) })}{' '}
              <LocaleLink to={paths.card(done.to.id)} className="underline">
                {t('excess.open_card')}
              </LocaleLink>
            </>
          ) : (
            t('excess.refund_requested', {
              amount: format.usd(done.amount),
              id: done.id,
              email: supportEmail,
            })
          )}
        </p>
      ) : null}
      {view.refunds.length > 0 ? (
        <ul className="mt-3 space-y-1" aria-label={t('excess.refunds')}>
          {view.refunds.map((refund) => (
            <li key={refund.id} data-testid="excess-refund">
              {t(`excess.refund_status.${refund.status}`, {
                amount: format.usd(refund.amount),
                id: refund.id,
                date: format.dateTime(refund.at),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
