import { filterCurrencies, formatTokenAmount } from '@chaincard/domain'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Token } from '../../../types/api'

export type CurrencySelectProps = {
  tokens: readonly Token[]
  selected: Token
  /** Wallet balances in base units keyed by lower-cased address; undefined while loading. */
  balances: ReadonlyMap<string, bigint> | undefined
  onSelect: (token: Token) => void
  disabled?: boolean
}

function balanceText(balances: CurrencySelectProps['balances'], token: Token): string {
  const balance = balances?.get(token.address.toLowerCase())
  return balance === undefined ? '--' : formatTokenAmount(balance, token.decimals)
}

/** Currency selector: the chain's tokens with the wallet balance of each, searchable by upper-cased symbol. */
export function CurrencySelect({ tokens, selected, balances, onSelect, disabled }: CurrencySelectProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const listId = useId()
  const shown = filterCurrencies(tokens, search)
  return (
    <div className="relative">
      <button
        type="button"
        className="flex w-full items-center justify-between rounded-lg border border-slate-600 px-3 py-2 text-left"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('topup.currency')}
        disabled={disabled}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="font-medium">{selected.symbol}</span>
        <span className="text-sm text-slate-400" data-testid="selected-balance">
          {t('topup.balance', { balance: balanceText(balances, selected), symbol: selected.symbol })}
        </span>
      </button>
      {open ? (
        <div className="absolute z-30 mt-1 w-full rounded-lg border border-slate-600 bg-slate-900 p-2 shadow-lg">
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
                  <span>{token.symbol}</span>
                  <span className="text-sm text-slate-400">{balanceText(balances, token)}</span>
                </button>
              </li>
            ))}
            {shown.length === 0 ? (
              <li className="px-2 py-1 text-slate-400">{t('topup.no_currency')}</li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
