import { formatCardNumber, getTopupEntry, stableToMicroUsd } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router'
import { CopyButton } from '../../../components/ui/CopyButton'
import { LocaleLink, useCurrentLocale } from '../../../components/ui/LocaleLink'
import { Skeleton } from '../../../components/ui/Skeleton'
import { Spinner } from '../../../components/ui/Spinner'
import { cardRoom } from '../../../lib/cards/cardRoom'
import { findOrderCurrencyToken } from '../../../lib/chain/findOrderCurrencyToken'
import { lazyChunk } from '../../../lib/chunks/loadChunk'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { useDocumentTitle } from '../../../lib/i18n/useDocumentTitle'
import { localizePath, paths } from '../../../lib/paths'
import { cardQuery } from '../../../lib/queries/cardQuery'
import type { Card } from '../../../types/api'
import { depositInfoQueryOptions } from '../api/depositInfoQueryOptions'
import { DepositLive } from './DepositLive'

const DepositQr = lazyChunk(() => import('./DepositQr'))

/**
 * Route `card/:id/deposit`: the card's receiving address, the same on every chain, to fund the card
 * from an exchange or another wallet: the address with a copy button and a QR code, each chain with the token
 * it credits, the minimum, and the warning that anything else sent there is held, not credited. Shown for
 * cards that may be topped up (the top-up screen's entry rule); others go to the card detail. What arrives
 * while the page is open is followed live (DepositLive).
 */
export default function DepositPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('title.deposit'))
  const { id = '' } = useParams()
  const locale = useCurrentLocale()
  const card = useQuery(cardQuery(id))
  const detail = localizePath(paths.card(id), locale)
  if (card.isError) return <Navigate to={detail} replace />
  if (!card.data) return <Spinner />
  if (!getTopupEntry(card.data).allowed) return <Navigate to={detail} replace />
  return <DepositScreen card={card.data} detailPath={detail} />
}

function DepositScreen({ card, detailPath }: { card: Card; detailPath: string }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const config = useAppConfig()
  const chains = config.chains
    .map((chain) => ({ chain, token: findOrderCurrencyToken(chain) }))
    .filter((entry) => entry.token !== null)
  const first = chains[0]
  const info = useQuery({
    ...depositInfoQueryOptions(card.id, first?.chain.orderCurrency ?? ''),
    enabled: first !== undefined,
  })
  const tokens = [...new Set(chains.map((entry) => entry.token?.symbol ?? ''))].join(', ')
  // Before anyone sends (a full card's page did not say so): how much the card can still take.
  const room = cardRoom(card).room
  const minimum =
    info.data && first?.token
      ? format.usdMicro(stableToMicroUsd(BigInt(info.data.lower), first.token.decimals, 'up'), 'up')
      : null

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <div>
        <LocaleLink to={paths.card(card.id)} className="text-sm text-indigo-300 hover:underline">
          ← {t('deposit.back')}
        </LocaleLink>
        <h1 className="mt-2 text-2xl font-bold">{t('deposit.title')}</h1>
        <p className="mt-1 text-sm text-slate-300">
          {t('deposit.intro', { number: formatCardNumber(card.number) })}
        </p>
      </div>

      {room !== null ? (
        <div
          role={room === 0n ? 'alert' : 'note'}
          data-testid="deposit-room"
          className={
            room === 0n
              ? 'rounded-xl border border-rose-400/60 bg-rose-500/10 p-4 text-sm text-rose-50'
              : 'rounded-xl border border-slate-600 bg-slate-800/60 p-4 text-sm text-slate-200'
          }
        >
          {room === 0n ? (
            <>
              <p className="font-semibold">{t('deposit.full_title')}</p>
              <p>
                {t('deposit.full', { max: format.usd(card.balanceUpper ?? '0') })}{' '}
                <LocaleLink to={paths.cards()} className="underline">
                  {t('deposit.other_card')}
                </LocaleLink>
              </p>
            </>
          ) : (
            <p>
              {t('deposit.room', {
                amount: format.usdMicro(room),
                max: format.usd(card.balanceUpper ?? '0'),
              })}
            </p>
          )}
        </div>
      ) : null}

      <section aria-labelledby="deposit-address" className="rounded-2xl bg-slate-800/60 p-5">
        <h2 id="deposit-address" className="mb-3 font-semibold">
          {t('deposit.address')}
        </h2>
        {info.data ? (
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <Suspense fallback={<Skeleton className="h-52 w-52" />}>
              <DepositQr address={info.data.address} />
            </Suspense>
            <div className="flex min-w-0 flex-col gap-2">
              <p className="flex items-start gap-2">
                <span data-testid="deposit-address" className="font-mono text-base break-all">
                  {info.data.address}
                </span>
                <CopyButton value={info.data.address} what={t('copy.what.address')} />
              </p>
              <p className="text-sm text-slate-300">{t('deposit.same_everywhere')}</p>
              {minimum ? (
                <p className="text-sm text-slate-300" data-testid="deposit-minimum">
                  {card.status === 'new'
                    ? t('deposit.minimum_first', { amount: minimum })
                    : t('deposit.minimum', { amount: minimum })}
                </p>
              ) : null}
            </div>
          </div>
        ) : info.isError ? (
          <p role="alert" className="text-sm text-rose-200">
            {t('deposit.error')}{' '}
            <LocaleLink to={detailPath} className="underline">
              {t('deposit.back')}
            </LocaleLink>
          </p>
        ) : (
          <Skeleton className="h-52" label={t('cardDetail.loading')} />
        )}
      </section>

      <DepositLive cardId={card.id} />

      <section aria-labelledby="deposit-networks" className="rounded-2xl bg-slate-800/60 p-5">
        <h2 id="deposit-networks" className="mb-3 font-semibold">
          {t('deposit.networks')}
        </h2>
        {/* Headers wrap and hyphenate rather than run together (German at 375 px). */}
        <table className="w-full text-left text-sm [&_td]:pr-3 [&_th]:pr-3 [&_th]:align-bottom [&_th]:hyphens-auto [&_th]:[overflow-wrap:anywhere]">
          <thead className="text-slate-300">
            <tr>
              <th scope="col" className="py-1 font-normal">
                {t('deposit.network')}
              </th>
              <th scope="col" className="py-1 font-normal">
                {t('deposit.token')}
              </th>
              <th scope="col" className="py-1 font-normal">
                {t('deposit.confirmations')}
              </th>
            </tr>
          </thead>
          <tbody>
            {chains.map(({ chain, token }) => (
              <tr key={chain.id} data-testid="deposit-chain" className="border-t border-slate-700">
                <td className="py-2">{chain.name}</td>
                <td className="py-2 font-semibold">{token?.symbol}</td>
                <td className="py-2">{chain.requiredConfirmations}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-slate-300">
          {t('deposit.fee', { rate: info.data ? format.percent(info.data.feeRate) : '--' })}
        </p>
      </section>

      <div
        role="note"
        className="rounded-xl border border-amber-400/60 bg-amber-500/10 p-4 text-sm text-amber-100"
      >
        <p className="font-semibold">{t('deposit.warning_title')}</p>
        <p data-testid="deposit-warning">{t('deposit.warning', { tokens, email: config.supportEmail })}</p>
        <p className="mt-2" data-testid="deposit-swap-hint">
          {t('deposit.swap_hint', { tokens })}{' '}
          <LocaleLink to={paths.topup(card.id)} className="underline">
            {t('deposit.swap_link')}
          </LocaleLink>
        </p>
      </div>
    </div>
  )
}
