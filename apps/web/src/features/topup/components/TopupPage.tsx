import { formatCardNumber, getTopupEntry } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useParams } from 'react-router'
import { useCurrentLocale } from '../../../components/ui/LocaleLink'
import { Spinner } from '../../../components/ui/Spinner'
import { isApiError } from '../../../lib/api/ApiError'
import { findOrderCurrencyToken } from '../../../lib/chain/findOrderCurrencyToken'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useDocumentTitle } from '../../../lib/i18n/useDocumentTitle'
import { localizePath, paths } from '../../../lib/paths'
import { cardQuery } from '../../../lib/queries/cardQuery'
import { userStateQuery } from '../../../lib/queries/userStateQuery'
import { useWallet, useWalletAddress } from '../../../lib/wallet/walletStore'
import type { Card } from '../../../types/api'
import { paymentTargetQueryOptions } from '../api/paymentTargetQueryOptions'
import { useTopupConfirm } from '../hooks/useTopupConfirm'
import { NetworkWarning } from './NetworkWarning'
import { TopupForm } from './TopupForm'

/**
 * Route `card/:id/topup` (SPEC sections 2 and 4): only an active, locked or new card that is not expired and
 * whose top-up is allowed; anything else (or top-up becoming disabled) goes to the card detail.
 */
export default function TopupPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('title.topup'))
  const { id = '' } = useParams()
  const locale = useCurrentLocale()
  const address = useWalletAddress()
  const card = useQuery(cardQuery(id))
  const userState = useQuery(userStateQuery(address))
  const detail = localizePath(paths.card(id), locale)

  if (card.isError) return <Navigate to={detail} replace />
  if (!card.data || !userState.data || !address) return <Spinner />
  const entry = getTopupEntry(card.data, userState.data.state)
  if (!entry.allowed) return <Navigate to={detail} replace />
  return <TopupScreen card={card.data} load={entry.load} owner={address} detailPath={detail} />
}

function TopupScreen({
  card,
  load,
  owner,
  detailPath,
}: {
  card: Card
  load: 'topup-info' | 'order-info'
  owner: `0x${string}`
  detailPath: string
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const config = useAppConfig()
  const chainId = useWallet((s) => s.chainId)
  const chain = config.chains.find((c) => c.id === chainId)
  const orderToken = chain ? findOrderCurrencyToken(chain) : null
  const target = useQuery({
    ...paymentTargetQueryOptions(card.id, load, chain?.orderCurrency ?? ''),
    enabled: chain !== undefined && orderToken !== null,
  })
  const { confirm, busy } = useTopupConfirm()
  // A new form after each payment that went through (the filled form invited a second payment).
  const [formKey, setFormKey] = useState(0)

  useEffect(() => {
    if (!target.isError) return
    // Top-up info failure: back to the card (top-up disabled is only logged, SPEC section 8).
    if (isApiError(target.error) && target.error.code === 'topup_disabled') {
      console.info('top-up disabled:', target.error.shortMessage)
    }
    navigate(detailPath, { replace: true })
  }, [target.isError, target.error, navigate, detailPath])

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('topup.title')}</h1>
      <dl>
        <dt className="text-sm text-slate-400">{t('topup.card_number')}</dt>
        <dd className="font-mono text-lg tracking-widest" data-testid="card-number">
          {formatCardNumber(card.number)}
        </dd>
      </dl>
      {target.data?.paymentFailure ? (
        <div
          role="status"
          data-testid="payment-failure"
          className="rounded-xl border border-amber-400/60 bg-amber-500/10 p-4 text-sm text-amber-100"
        >
          <p className="font-semibold">{t('topup.payment_failure.title')}</p>
          <p>{t(`topup.payment_failure.${target.data.paymentFailure}`)}</p>
        </div>
      ) : null}
      {!chain || !orderToken ? (
        <NetworkWarning />
      ) : target.data ? (
        <TopupForm
          key={`${chain.id}-${formKey}`}
          card={card}
          chain={chain}
          orderToken={orderToken}
          target={target.data}
          owner={owner}
          busy={busy}
          onConfirm={(input) =>
            void confirm({
              ...input,
              onApplicationRequired: () => navigate(detailPath, { replace: true }),
            }).then((outcome) => {
              if (outcome === 'paid') setFormKey((key) => key + 1)
            })
          }
        />
      ) : (
        <Spinner />
      )}
    </div>
  )
}
