import {
  findRepeatTopup,
  formatDecimal,
  formatDecimalForLocale,
  getMaxSpendable,
  getMaxTopupAmount,
  numberSymbols,
  parseDecimalForLocale,
  pow10,
  type SentTopup,
  SLIPPAGE_DEFAULT,
  stableToMicroUsd,
  type TopupAmountError,
  validateTopupForm,
} from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { Button } from '../../../components/ui/Button'
import { LocaleLink } from '../../../components/ui/LocaleLink'
import { cardRoom } from '../../../lib/cards/cardRoom'
import type { PayToken } from '../../../lib/chain/types'
import { type LocaleFormat, useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { paths } from '../../../lib/paths'
import type { Card, ConfigChain, Token } from '../../../types/api'
import { gasReserveQueryOptions } from '../api/gasReserveQueryOptions'
import type { PaymentTarget } from '../api/getPaymentTarget'
import { referenceQuoteQueryOptions } from '../api/referenceQuoteQueryOptions'
import { tokenBalancesQueryOptions } from '../api/tokenBalancesQueryOptions'
import { tokenDecimalsQueryOptions } from '../api/tokenDecimalsQueryOptions'
import { useExchangeRate } from '../hooks/useExchangeRate'
import type { TopupConfirmInput } from '../hooks/useTopupConfirm'
import { readSentTopups } from '../utils/sentTopups'
import { CurrencySelect } from './CurrencySelect'
import { FeeNotice } from './FeeNotice'
import { RateLine } from './RateLine'
import { RepeatTopupModal } from './RepeatTopupModal'
import { SlippageField } from './SlippageField'
import { impactAllowsConfirm, SwapDetails } from './SwapDetails'
import { TopupTotals } from './TopupTotals'

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
  format: LocaleFormat,
  error: TopupAmountError,
  symbol: string,
) {
  switch (error.key) {
    case 'min':
      return t('topup.error_msg.min', {
        min: formatDecimalForLocale(error.min, format.locale),
        minUsd: format.usd(error.minUsd),
        currency: symbol,
      })
    case 'exceed-upper':
      return t('topup.error_msg.exceed-upper', { upper: format.usd(error.upper) })
    default:
      return t(`topup.error_msg.${error.key}`)
  }
}

/** A canonical decimal ("1234.5") as the user would type it in this locale ("1234,5"), without grouping. */
function toInputValue(canonical: string, locale: string): string {
  return canonical.replace('.', numberSymbols(locale).decimal)
}

/**
 * The top-up form: amount (the locale's decimal comma accepted) with Max, currency, rate, the value, fee and
 * what the card receives, swap details and slippage (swaps), notices, hints, Confirm. A second Confirm of the
 * same amount while the first is still confirming asks first.
 */
export function TopupForm({ card, chain, orderToken, target, owner, busy, onConfirm }: TopupFormProps) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const ids = { amount: useId(), amountError: useId() }
  const [amount, setAmount] = useState('')
  const [token, setToken] = useState<Token>(orderToken)
  const [slippage, setSlippage] = useState(SLIPPAGE_DEFAULT)
  const [impactAccepted, setImpactAccepted] = useState(false)
  const [repeat, setRepeat] = useState<{ earlier: SentTopup; input: Parameters<typeof onConfirm>[0] } | null>(
    null,
  )

  const balances = useQuery(tokenBalancesQueryOptions(chain, owner))
  const decimals = useQuery(tokenDecimalsQueryOptions(chain, token))
  const gasReserve = useQuery({ ...gasReserveQueryOptions(chain), enabled: token.isNative })
  const tokenDecimals = decimals.data ?? token.decimals
  const isSwap = !sameToken(token, orderToken)
  const walletBalance = balances.data?.get(token.address.toLowerCase()) ?? null
  const upper = cardRoom(card).room
  const canonicalAmount = parseDecimalForLocale(amount, format.locale) ?? amount
  const base = {
    amount: canonicalAmount,
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
  const exchange = useExchangeRate(
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
  const reference = useQuery({
    ...referenceQuoteQueryOptions({
      cardId: card.id,
      chainId: chain.id,
      token: payToken,
      orderToken: orderPayToken,
    }),
    enabled: isSwap && decimals.isSuccess,
  })
  const rate = isSwap ? exchange.rate : '1'
  const form = validateTopupForm({ ...base, rate })
  const showAmountError = amount.trim() !== '' && form.amount !== null
  const quoteForAmount =
    exchange.quote &&
    form.amountBaseUnits !== null &&
    exchange.quote.fromAmount === form.amountBaseUnits.toString()
      ? exchange.quote
      : null
  const impactOk = !isSwap || impactAllowsConfirm(quoteForAmount, reference.data, impactAccepted)
  const canConfirm = form.valid && decimals.isSuccess && !busy && form.amountBaseUnits !== null && impactOk
  // Max fills what the card can still take, bounded by the wallet (it filled the whole wallet).
  const maxAmount =
    walletBalance === null || (token.isNative && gasReserve.data === undefined)
      ? null
      : getMaxTopupAmount({
          walletMax: getMaxSpendable({
            balance: walletBalance,
            isNative: token.isNative,
            gasReserve: gasReserve.data ?? 0n,
          }),
          upper,
          decimals: tokenDecimals,
          isSwap,
          rate,
        })
  const full = upper !== null && upper === 0n

  const confirm = () => {
    if (!canConfirm || form.amountBaseUnits === null) return
    const input = {
      card,
      chain,
      orderToken: orderPayToken,
      token: payToken,
      amount: form.amountBaseUnits,
      slippage: form.slippageValue ?? SLIPPAGE_DEFAULT,
      payee: target.address,
      owner,
    }
    const earlier = findRepeatTopup(
      readSentTopups(),
      {
        cardId: card.id,
        token: token.isNative ? 'native' : token.address.toLowerCase(),
        amount: input.amount,
      },
      Date.now(),
    )
    if (earlier) setRepeat({ earlier, input })
    else onConfirm(input)
  }
  const minMicroUsd = stableToMicroUsd(target.lower, orderToken.decimals, 'up')

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
        <div className="flex gap-2">
          <input
            id={ids.amount}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2"
            placeholder={t('topup.amount_placeholder')}
            value={amount}
            aria-invalid={showAmountError}
            aria-describedby={showAmountError ? ids.amountError : undefined}
            disabled={busy}
            onChange={(event) => {
              setAmount(event.target.value)
              setImpactAccepted(false)
            }}
          />
          <Button
            variant="secondary"
            disabled={busy || maxAmount === null || maxAmount === 0n}
            onClick={() =>
              maxAmount !== null &&
              setAmount(toInputValue(formatDecimal(maxAmount, tokenDecimals), format.locale))
            }
          >
            {t('topup.max')}
          </Button>
        </div>
        {token.isNative ? <p className="text-xs text-slate-400">{t('topup.max_gas_note')}</p> : null}
        {upper !== null && !full ? (
          <p className="text-xs text-slate-400" data-testid="max-note">
            {t('topup.max_note', { max: format.usdMicro(upper) })}
          </p>
        ) : null}
        {full ? (
          <p role="status" className="text-sm text-amber-200" data-testid="card-full">
            {t('topup.card_full')}
          </p>
        ) : null}
        {showAmountError && form.amount ? (
          <p id={ids.amountError} role="alert" className="text-sm text-rose-300" data-testid="amount-error">
            {amountMessage(t as never, format, form.amount, orderToken.symbol)}
          </p>
        ) : null}
      </div>

      <CurrencySelect
        tokens={chain.tokens}
        selected={token}
        orderToken={orderToken}
        balances={balances.data}
        disabled={busy}
        onSelect={(next) => {
          setToken(next)
          setImpactAccepted(false)
        }}
      />

      <RateLine symbol={token.symbol} rate={rate} onRetry={exchange.retry} />

      <TopupTotals
        totalMicroUsd={form.totalMicroUsd}
        feeRate={target.feeRate}
        currency={card.currency}
        estimate={isSwap}
      />

      {isSwap && quoteForAmount ? (
        <SwapDetails
          quote={quoteForAmount}
          reference={reference.data}
          tokens={chain.tokens}
          orderToken={orderToken}
          accepted={impactAccepted}
          onAccept={setImpactAccepted}
        />
      ) : null}

      {isSwap ? (
        <SlippageField value={slippage} error={form.slippage} disabled={busy} onChange={setSlippage} />
      ) : null}

      <FeeNotice feeRate={target.feeRate} originalFeeRate={target.originalFeeRate} isSwap={isSwap} />

      <ul className="flex flex-col gap-1 text-xs text-slate-300">
        <li data-testid="min-hint">
          {t('topup.min_hint', {
            min: format.token(target.lower, orderToken.decimals),
            currency: orderToken.symbol,
            minUsd: format.usdMicro(minMicroUsd, 'up'),
          })}
        </li>
        <li data-testid="max-hint">
          {upper === null ? t('topup.max_unlimited') : t('topup.max_hint', { max: format.usdMicro(upper) })}
        </li>
        <li>{t('topup.provider')}</li>
        <li>{t('topup.do_not_close')}</li>
      </ul>

      <Button type="submit" disabled={!canConfirm}>
        {busy ? t('topup.processing') : t('topup.confirm')}
      </Button>
      <p className="text-sm text-slate-300">
        {t('topup.deposit_hint')}{' '}
        <LocaleLink to={paths.deposit(card.id)} className="text-indigo-300 underline">
          {t('topup.deposit_link')}
        </LocaleLink>
      </p>
      {repeat ? (
        <RepeatTopupModal
          amount={`${format.token(repeat.earlier.amount, tokenDecimals)} ${token.symbol}`}
          time={new Intl.DateTimeFormat(format.locale, { timeStyle: 'short' }).format(repeat.earlier.at)}
          onClose={() => setRepeat(null)}
          onSend={() => {
            const { input } = repeat
            setRepeat(null)
            onConfirm(input)
          }}
        />
      ) : null}
    </form>
  )
}
