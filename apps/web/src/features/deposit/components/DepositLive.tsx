import type { CardDeposit, HeldDeposit } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { TxHash } from '../../../components/ui/TxHash'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { livePollInterval } from '../../../lib/events/liveEvents'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { heldReasonKey } from '../../../lib/held-deposits/heldReasonKey'
import { heldDepositsQuery } from '../../../lib/queries/heldDepositsQuery'
import { cardDepositsQueryOptions, DEPOSIT_POLL_INTERVAL_MS } from '../api/cardDepositsQueryOptions'

/** What the page showed when it opened: credited and held deposits up to these ids are history, not news. */
type Baseline = { credited: bigint; held: bigint }

const maxId = (ids: readonly string[]) => ids.reduce((max, id) => (BigInt(id) > max ? BigInt(id) : max), 0n)

/**
 * The deposit page's live walk-through: a transfer to the card's address, from the app or straight
 * from an exchange, shows as soon as the watcher sees it: "Payment seen", "Confirming: n of m", then
 * "Credited" with the amount, or "Held" with the reason. Every `deposit.*` event of the stream refetches the
 * lists (the REST answers are the truth); while the stream is down they are polled every 3 s. What was already
 * credited or held when the page opened is not repeated here (the card page lists it).
 */
export function DepositLive({ cardId }: { cardId: string }) {
  const { t } = useTranslation()
  const deposits = useQuery(cardDepositsQueryOptions(cardId))
  const held = useQuery({
    ...heldDepositsQuery(cardId),
    refetchInterval: () => livePollInterval(DEPOSIT_POLL_INTERVAL_MS),
  })
  const baseline = useRef<Baseline | null>(null)
  const followed = useRef(new Set<string>())
  if (baseline.current === null && deposits.data && held.data) {
    baseline.current = {
      credited: maxId(deposits.data.items.filter((d) => d.state === 'credited').map((d) => d.id)),
      held: maxId(held.data.items.map((h) => h.id)),
    }
  }
  const base = baseline.current
  if (!base) return null
  const live = (deposits.data?.items ?? []).filter((d) => {
    if (d.state === 'confirming') followed.current.add(d.id)
    return d.state === 'confirming' || followed.current.has(d.id) || BigInt(d.id) > base.credited
  })
  const heldNow = (held.data?.items ?? []).filter((h) => BigInt(h.id) > base.held)

  return (
    <section aria-labelledby="deposit-live" className="rounded-2xl bg-slate-800/60 p-5">
      <h2 id="deposit-live" className="mb-1 font-semibold">
        {t('deposit.live.title')}
      </h2>
      <div aria-live="polite">
        {live.length + heldNow.length === 0 ? (
          <p className="text-sm text-slate-300" data-testid="deposit-live-empty">
            {t('deposit.live.none')}
          </p>
        ) : (
          <ul className="mt-2 flex flex-col gap-3">
            {live.map((deposit) => (
              <DepositItem key={`d${deposit.id}`} deposit={deposit} />
            ))}
            {heldNow.map((item) => (
              <HeldItem key={`h${item.id}`} item={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function DepositItem({ deposit }: { deposit: CardDeposit }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const chain = useAppConfig().chains.find((c) => c.id === deposit.chainId)
  const credited = deposit.state === 'credited'
  return (
    <li data-testid="deposit-live" className="rounded-xl bg-slate-900/50 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold" data-testid="deposit-live-state">
          {credited
            ? t('deposit.live.credited', { amount: format.usd(deposit.amount ?? '0') })
            : t('deposit.live.confirming', { n: deposit.confirmations, required: deposit.required })}
        </span>
        <span className="text-slate-300">{chain?.name ?? `#${deposit.chainId}`}</span>
      </div>
      <ol className="mt-2 flex flex-col gap-1" data-testid="deposit-live-steps">
        <Step done>{t('deposit.live.seen')}</Step>
        <Step done={credited}>
          {credited
            ? t('deposit.live.confirmed', { required: deposit.required })
            : t('deposit.live.confirming', { n: deposit.confirmations, required: deposit.required })}
        </Step>
        <Step done={credited}>
          {credited
            ? t('deposit.live.credited', { amount: format.usd(deposit.amount ?? '0') })
            : t('deposit.live.credit_after', { required: deposit.required })}
        </Step>
      </ol>
      {credited ? <p className="mt-1 text-slate-300">{t('deposit.live.pending_note')}</p> : null}
      {!credited && deposit.amount !== null ? (
        <p className="mt-1 text-slate-300">
          {t('deposit.live.sent', { amount: format.usd(deposit.amount) })}
        </p>
      ) : null}
      <div className="mt-1 text-slate-300">
        <TxHash hash={deposit.txHash} blockExplorerUrl={chain?.blockExplorerUrl} />
      </div>
    </li>
  )
}

function HeldItem({ item }: { item: HeldDeposit }) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const chain = config.chains.find((c) => c.id === item.chainId)
  return (
    <li
      data-testid="deposit-live"
      className="rounded-xl border border-amber-400/40 bg-slate-900/50 p-3 text-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold" data-testid="deposit-live-state">
          {t('deposit.live.held')}
        </span>
        <span className="text-slate-300">{chain?.name ?? `#${item.chainId}`}</span>
      </div>
      <p className="mt-1">{t(heldReasonKey(item), { symbol: item.token?.symbol ?? '' })}</p>
      <p className="mt-1">{t(`held.status.${item.status}`, { email: config.supportEmail })}</p>
      <div className="mt-1 text-slate-300">
        <TxHash hash={item.txHash} blockExplorerUrl={chain?.blockExplorerUrl} />
      </div>
    </li>
  )
}

function Step({ done, children }: { done: boolean; children: string }) {
  return (
    <li className={done ? 'text-emerald-200' : 'text-slate-300'}>
      <span aria-hidden="true">{done ? '✓ ' : '○ '}</span>
      {children}
    </li>
  )
}
