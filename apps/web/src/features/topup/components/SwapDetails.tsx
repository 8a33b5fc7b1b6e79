import { formatDecimal, getPriceImpact, type SwapQuoteResponse } from '@chaincard/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Hex } from 'viem'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import type { Token } from '../../../types/api'
import { decodeSwapRoute } from '../utils/decodeSwapRoute'

/**
 * What a swap will do: the minimum the card's address receives at the chosen slippage, the price
 * impact against a small quote on the same route (a warning over 2 %; over 15 % Confirm needs the explicit
 * acceptance below), and the route read from the calldata the wallet will sign.
 */
export function SwapDetails({
  quote,
  reference,
  tokens,
  orderToken,
  accepted,
  onAccept,
}: {
  quote: SwapQuoteResponse
  reference: { amountIn: bigint; amountOut: bigint } | undefined
  tokens: readonly Token[]
  orderToken: Token
  accepted: boolean
  onAccept: (accepted: boolean) => void
}) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const acceptId = useId()
  const impact = reference
    ? getPriceImpact({
        amountIn: BigInt(quote.fromAmount),
        amountOut: BigInt(quote.toAmount),
        referenceIn: reference.amountIn,
        referenceOut: reference.amountOut,
      })
    : null
  const route = decodeSwapRoute(quote.transactionRequestData.data as Hex)
  const symbolOf = (address: string) =>
    tokens.find((token) => !token.isNative && token.address.toLowerCase() === address.toLowerCase())
      ?.symbol ?? `${address.slice(0, 6)}…${address.slice(-4)}`
  const impactText = impact ? format.percent(formatDecimal(impact.bps, 4)) : null
  return (
    <dl className="flex flex-col gap-1 rounded-lg bg-slate-800/60 p-3 text-sm" data-testid="swap-details">
      <div className="flex justify-between gap-3">
        <dt className="text-slate-300">{t('topup.swap.min_received')}</dt>
        <dd data-testid="min-received">
          {format.token(BigInt(quote.toAmountMin), orderToken.decimals)} {orderToken.symbol}
        </dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-slate-300">{t('topup.swap.price_impact')}</dt>
        <dd data-testid="price-impact" data-level={impact?.level ?? 'unknown'}>
          {impactText ?? t('topup.swap.impact_unknown')}
        </dd>
      </div>
      {route ? (
        <div className="flex justify-between gap-3">
          <dt className="text-slate-300">{t('topup.swap.route')}</dt>
          <dd data-testid="swap-route">{route.map(symbolOf).join(' → ')}</dd>
        </div>
      ) : null}
      {impact?.level === 'warn' ? (
        <p role="alert" className="mt-1 text-amber-200">
          {t('topup.swap.impact_warn', { impact: impactText })}
        </p>
      ) : null}
      {impact?.level === 'block' ? (
        <div role="alert" className="mt-1 flex flex-col gap-2 text-rose-200">
          <p>{t('topup.swap.impact_block', { impact: impactText })}</p>
          <label htmlFor={acceptId} className="flex items-center gap-2 text-slate-100">
            <input
              id={acceptId}
              type="checkbox"
              checked={accepted}
              onChange={(event) => onAccept(event.target.checked)}
            />
            {t('topup.swap.impact_accept', { impact: impactText })}
          </label>
        </div>
      ) : null}
    </dl>
  )
}

/** Whether the impact allows Confirm: unknown and blocked impacts need the explicit acceptance. */
export function impactAllowsConfirm(
  quote: SwapQuoteResponse | null,
  reference: { amountIn: bigint; amountOut: bigint } | undefined,
  accepted: boolean,
): boolean {
  if (!quote) return true
  if (!reference) return true
  const impact = getPriceImpact({
    amountIn: BigInt(quote.fromAmount),
    amountOut: BigInt(quote.toAmount),
    referenceIn: reference.amountIn,
    referenceOut: reference.amountOut,
  })
  return impact?.level !== 'block' || accepted
}
