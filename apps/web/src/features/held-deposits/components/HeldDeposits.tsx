import type { HeldDeposit } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { TxHash } from '../../../components/ui/TxHash'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { heldReasonKey } from '../../../lib/held-deposits/heldReasonKey'
import { heldDepositsQuery } from '../../../lib/queries/heldDepositsQuery'

/**
 * The deposits held on the card of the route (DESIGN "Deposits and payments": another token or coin, an
 * inactive card, an order left below the minimum, a deposit a reorg took back after it was spendable): each
 * with its amount, token, network, transaction (copy and explorer link) and, in the user's language, why it
 * is held and what happens now. Nothing is shown when there is none, or when the list cannot be loaded.
 */
export default function HeldDeposits() {
  const { id = '' } = useParams()
  const { t } = useTranslation()
  const held = useQuery(heldDepositsQuery(id))
  const items = held.data?.items ?? []
  if (items.length === 0) return null
  return (
    <section aria-labelledby="held-deposits" className="mx-auto w-full max-w-2xl px-4 pb-8">
      <div className="rounded-2xl border border-amber-400/40 bg-slate-800/60 p-5">
        <h2 id="held-deposits" className="mb-1 font-semibold">
          {t('held.title')}
        </h2>
        <p className="mb-3 text-sm text-slate-300">{t('held.intro')}</p>
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <HeldDepositItem key={item.id} item={item} />
          ))}
        </ul>
      </div>
    </section>
  )
}

function HeldDepositItem({ item }: { item: HeldDeposit }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const config = useAppConfig()
  const chain = config.chains.find((c) => c.id === item.chainId)
  const amount =
    item.amount !== null && item.token
      ? `${format.token(BigInt(item.amount), item.token.decimals)} ${item.token.symbol}`
      : item.amountUsd !== null
        ? `${format.usd(item.amountUsd)} USD`
        : null
  return (
    <li data-testid="held-deposit" className="rounded-xl bg-slate-900/50 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{amount ?? t('held.amount_unknown')}</span>
        <span className="text-slate-300">{chain?.name ?? `#${item.chainId}`}</span>
      </div>
      <p className="mt-1">{t(heldReasonKey(item), { symbol: item.token?.symbol ?? '' })}</p>
      <p className="mt-1 font-semibold" data-testid="held-status">
        {t(`held.status.${item.status}`, { email: config.supportEmail })}
      </p>
      <div className="mt-1 text-slate-300">
        <TxHash hash={item.txHash} blockExplorerUrl={chain?.blockExplorerUrl} />
      </div>
      <p className="mt-1 text-xs text-slate-400">{format.dateTime(item.at)}</p>
    </li>
  )
}
