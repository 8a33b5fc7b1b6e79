import { filterCurrencies } from '@chaincard/domain'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import type { Token } from '../../../types/api'

export type CurrencySelectProps = {
  tokens: readonly Token[]
  selected: Token
  /** The card's order currency: credited directly; every other token is swapped into it. */
  orderToken: Pick<Token, 'address' | 'symbol'>
  /** Wallet balances in base units keyed by lower-cased address; undefined while loading. */
  balances: ReadonlyMap<string, bigint> | undefined
  onSelect: (token: Token) => void
  disabled?: boolean
}

/**
 * Currency selector: the chain's tokens with the wallet balance of each (to a sensible precision, in the
 * page's notation), searchable by upper-cased symbol. The button is named by its visible label and content
 * ("Currency USDT Balance: 5,000 USDT"). Each token says whether it is credited directly (the card's order
 * currency) or swapped into it (which tokens are credited was nowhere).
 */
export function CurrencySelect({
  tokens,
  selected,
  orderToken,
  balances,
  onSelect,
  disabled,
}: CurrencySelectProps) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const listId = useId()
  const labelId = useId()
  const buttonId = useId()
  const shown = filterCurrencies(tokens, search)
  const hintId = useId()
  const direct = (token: Pick<Token, 'address'>) =>
    token.address.toLowerCase() === orderToken.address.toLowerCase()
  const balanceText = (token: Token) => {
    const balance = balances?.get(token.address.toLowerCase())
    return balance === undefined ? '--' : format.token(balance, token.decimals)
  }
  return (
    <div className="relative flex flex-col gap-1">
      <span id={labelId} className="text-sm text-slate-300">
        {t('topup.currency')}
      </span>
      <button
        id={buttonId}
        type="button"
        className="flex w-full items-center justify-between rounded-lg border border-slate-600 px-3 py-2 text-left"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-describedby={hintId}
        disabled={disabled}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="font-medium">{selected.symbol}</span>
        <span className="text-sm text-slate-300" data-testid="selected-balance">
          {t('topup.balance', { balance: balanceText(selected), symbol: selected.symbol })}
        </span>
      </button>
      <p id={hintId} className="text-xs text-slate-300" data-testid="credit-mode">
        {direct(selected)
          ? t('topup.credited_directly', { symbol: selected.symbol })
          : t('topup.swapped_into', { symbol: selected.symbol, order: orderToken.symbol })}
      </p>
      {open ? (
        <div className="absolute top-full z-30 mt-1 w-full rounded-lg border border-slate-600 bg-slate-900 p-2 shadow-lg">
          <input
            type="search"
            className="mb-2 w-full rounded border border-slate-600 bg-slate-800 px-2 py-1"
            placeholder={t('topup.search_currency')}
            aria-label={t('topup.search_currency')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ul id={listId} aria-label={t('topup.currency')} className="max-h-64 overflow-y-auto">
            {shown.map((token) => (
              <li key={token.address}>
                <button
                  type="button"
                  aria-pressed={token.address === selected.address}
                  className="flex w-full justify-between rounded px-2 py-1 text-left hover:bg-slate-800"
                  onClick={() => {
                    onSelect(token)
                    setOpen(false)
                    setSearch('')
                  }}
                >
                  <span>
                    {token.symbol}{' '}
                    <span className="text-xs text-slate-400">
                      {direct(token) ? t('topup.tag_direct') : t('topup.tag_swap')}
                    </span>
                  </span>
                  <span className="text-sm text-slate-300">{balanceText(token)}</span>
                </button>
              </li>
            ))}
            {shown.length === 0 ? (
              <li className="px-2 py-1 text-slate-300">{t('topup.no_currency')}</li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
