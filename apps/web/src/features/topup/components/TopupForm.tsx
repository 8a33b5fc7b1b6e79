import {
  formatAmount,
  formatDecimal,
  formatUsd,
  getTopupUpper,
  parseUsd,
  pow10,
  SLIPPAGE_DEFAULT,
  SLIPPAGE_MAX,
  SLIPPAGE_MIN,
  SLIPPAGE_STEP,
  type TopupAmountError,
  validateTopupForm,
} from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { Button } from '../../../components/ui/Button'
import type { PayToken } from '../../../lib/chain/types'
import type { Card, ConfigChain, Token } from '../../../types/api'
import type { PaymentTarget } from '../api/getPaymentTarget'
import { tokenBalancesQueryOptions } from '../api/tokenBalancesQueryOptions'
import { tokenDecimalsQueryOptions } from '../api/tokenDecimalsQueryOptions'
import { useExchangeRate } from '../hooks/useExchangeRate'
import type { TopupConfirmInput } from '../hooks/useTopupConfirm'
import { CurrencySelect } from './CurrencySelect'
import { FeeNotice } from './FeeNotice'
import { RateLine } from './RateLine'

export type TopupFormProps = {
  card: Card
  chain: ConfigChain
  orderToken: Token
  target: PaymentTarget
  owner: Address
  busy: boolean
  onConfirm: (input: Omit<TopupConfirmInput, 'onApplicationRequired'>) => void
}

const sameToken = (a: Pick<Token, 'address' | 'isNative'>, b: Pick<Token, 'address' | 'isNative'>) =>
  a.isNative === b.isNative && a.address.toLowerCase() === b.address.toLowerCase()

function amountMessage(
  t: (key: string, values?: Record<string, string>) => string,
  error: TopupAmountError,
  symbol: string,
) {
  switch (error.key) {
    case 'min':
      return t('topup.error_msg.min', { min: error.min, minUsd: error.minUsd, currency: symbol })
    case 'exceed-upper':
      return t('topup.error_msg.exceed-upper', { upper: error.upper })
    default:
      return t(`topup.error_msg.${error.key}`)
  }
}

/** The top-up form: amount, currency, rate, total, slippage (swaps), notices, hints, Confirm. */
export function TopupForm({ card, chain, orderToken, target, owner, busy, onConfirm }: TopupFormProps) {
  const { t } = useTranslation()
  const ids = { amount: useId(), slippage: useId(), slippageNote: useId(), amountError: useId() }
  const [amount, setAmount] = useState('')
  const [token, setToken] = useState<Token>(orderToken)
  const [slippage, setSlippage] = useState(SLIPPAGE_DEFAULT)

  const balances = useQuery(tokenBalancesQueryOptions(chain, owner))
  const decimals = useQuery(tokenDecimalsQueryOptions(chain, token))
  const tokenDecimals = decimals.data ?? token.decimals
  const isSwap = !sameToken(token, orderToken)
  const walletBalance = balances.data?.get(token.address.toLowerCase()) ?? null
  const upper = getTopupUpper({
    balanceUpper: card.balanceUpper === null ? null : parseUsd(card.balanceUpper),
    balance: parseUsd(card.balance),
    pendingTopup: parseUsd(card.pendingTopup),
  })
  const base = {
    amount,
    decimals: tokenDecimals,
    walletBalance,
    isSwap,
    lower: target.lower,
    orderCurrencyDecimals: orderToken.decimals,
    upper,
    slippage,
  }
  const draft = validateTopupForm({ ...base, rate: null })
  const payToken: PayToken = {
    address: token.address,
    isNative: token.isNative,
    decimals: tokenDecimals,
    symbol: token.symbol,
  }
  const orderPayToken: PayToken = {
    address: orderToken.address,
    isNative: false,
    decimals: orderToken.decimals,
    symbol: orderToken.symbol,
  }
  const { rate: swapRate, retry } = useExchangeRate(
    isSwap && decimals.isSuccess
      ? {
          cardId: card.id,
          chain,
          token: payToken,
          orderToken: orderPayToken,
          amount: draft.amountBaseUnits ?? pow10(tokenDecimals),
          slippage: draft.slippageValue ?? SLIPPAGE_DEFAULT,
          payee: target.address,
        }
      : null,
  )
  const rate = isSwap ? swapRate : '1'
  const form = validateTopupForm({ ...base, rate })
  const showAmountError = amount.trim() !== '' && form.amount !== null
  const canConfirm = form.valid && decimals.isSuccess && !busy && form.amountBaseUnits !== null

  const confirm = () => {
    if (!canConfirm || form.amountBaseUnits === null) return
    onConfirm({
      card,
      chain,
      orderToken: orderPayToken,
      token: payToken,
      amount: form.amountBaseUnits,
      slippage: form.slippageValue ?? SLIPPAGE_DEFAULT,
      payee: target.address,
      owner,
    })
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        confirm()
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.amount} className="text-sm text-slate-300">
          {t('topup.amount')}
        </label>
        <input
          id={ids.amount}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="rounded-lg border border-slate-600 bg-slate-800 px-3 py-2"
          placeholder={t('topup.amount_placeholder')}
          value={amount}
          aria-invalid={showAmountError}
          aria-describedby={showAmountError ? ids.amountError : undefined}
          disabled={busy}
          onChange={(event) => setAmount(event.target.value)}
        />
        {showAmountError && form.amount ? (
          <p id={ids.amountError} role="alert" className="text-sm text-rose-300" data-testid="amount-error">
            {amountMessage(t as never, form.amount, orderToken.symbol)}
          </p>
        ) : null}
        {form.amount?.key === 'exceed-upper' ? (
          <p className="text-xs text-slate-400">{t('topup.exceed_note')}</p>
        ) : null}
      </div>

      <CurrencySelect
        tokens={chain.tokens}
        selected={token}
        balances={balances.data}
        disabled={busy}
        onSelect={(next) => setToken(next)}
      />

      <RateLine symbol={token.symbol} rate={rate} onRetry={retry} />

      <p className="flex justify-between text-sm">
        <span className="text-slate-300">{t('topup.total')}</span>
        <span data-testid="total" className="font-semibold">
          {form.totalMicroUsd === null
            ? '--'
            : `${formatAmount(form.totalMicroUsd, { grouping: true })} ${card.currency}`}
        </span>
      </p>

      {isSwap ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.slippage} className="text-sm text-slate-300" title={t('topup.slippage_note')}>
            {t('topup.slippage')}
          </label>
          <input
            id={ids.slippage}
            type="number"
            step={SLIPPAGE_STEP}
            min={SLIPPAGE_MIN}
            max={SLIPPAGE_MAX}
            className="rounded-lg border border-slate-600 bg-slate-800 px-3 py-2"
            value={slippage}
            title={t('topup.slippage_note')}
            aria-describedby={ids.slippageNote}
            aria-invalid={form.slippage !== null}
            disabled={busy}
            onChange={(event) => setSlippage(event.target.value)}
          />
          <p id={ids.slippageNote} className="text-xs text-slate-400">
            {t('topup.slippage_note')}
          </p>
          {form.slippage ? (
            <p role="alert" className="text-sm text-rose-300" data-testid="slippage-error">
              {t(`topup.error_msg.${form.slippage}`)}
            </p>
          ) : null}
        </div>
      ) : null}

      <FeeNotice feeRate={target.feeRate} originalFeeRate={target.originalFeeRate} isSwap={isSwap} />

      <ul className="flex flex-col gap-1 text-xs text-slate-400">
        <li data-testid="min-hint">
          {t('topup.min_hint', {
            min: formatDecimal(target.lower, orderToken.decimals),
            currency: orderToken.symbol,
          })}
        </li>
        <li data-testid="max-hint">
          {upper === null ? t('topup.max_unlimited') : t('topup.max_hint', { max: formatUsd(upper, 'down') })}
        </li>
        <li>{t('topup.provider')}</li>
        <li>{t('topup.do_not_close')}</li>
      </ul>

      <Button type="submit" disabled={!canConfirm}>
        {busy ? t('topup.processing') : t('topup.confirm')}
      </Button>
    </form>
  )
}
