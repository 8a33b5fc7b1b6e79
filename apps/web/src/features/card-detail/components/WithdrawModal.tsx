import {
  checkWithdrawalForm,
  formatUsd,
  parseDecimalForLocale,
  parseUsd,
  type Withdrawal,
} from '@chaincard/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isAddress } from 'viem'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { Skeleton } from '../../../components/ui/Skeleton'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { invalidateCards } from '../../../lib/queries/cardsQuery'
import { invalidateCard } from '../../../lib/queries/queryKeys'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { requestWithdrawal } from '../api/requestWithdrawal'
import { withdrawalsQueryOptions } from '../api/withdrawalsQueryOptions'
import { withdrawErrorKey } from '../utils/withdrawErrorKey'
import { WithdrawalStatusText } from './WithdrawalStatusText'

const field = 'rounded-lg border border-slate-500 bg-slate-900 px-3 py-2 text-slate-100'

/**
 * "Withdraw": an amount of the card's balance to an address on a chain the server pays on, in its stablecoin. The
 * fee, the total leaving the card, the most one may ask now (the card's available balance less the fee, and what
 * is left of the daily limit) are stated before asking; the form applies the domain's rule to the amount. Asking
 * is one wallet signature naming all of it; then the withdrawal's status follows live (the card's events).
 */
export function WithdrawModal({ cardId, onClose }: { cardId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const { supportEmail } = useAppConfig()
  const client = useQueryClient()
  const wallet = useWalletAddress()
  const ids = { amount: useId(), chain: useId(), address: useId(), hint: useId(), error: useId() }
  const withdrawals = useQuery(withdrawalsQueryOptions(cardId))
  const terms = withdrawals.data?.terms
  const [amount, setAmount] = useState('')
  const [chainId, setChainId] = useState<number | null>(null)
  const [address, setAddress] = useState(wallet ?? '')
  const [asked, setAsked] = useState<Withdrawal | null>(null)
  const chain = terms?.chains.find((c) => c.chainId === chainId) ?? terms?.chains[0]
  const canonical = parseDecimalForLocale(amount.trim(), format.locale)
  const checked = terms ? checkWithdrawalForm(canonical, terms) : null
  const addressValid = isAddress(address.trim(), { strict: false }) && !/^0x0{40}$/i.test(address.trim())
  const withdraw = useMutation({
    mutationFn: () => {
      if (!terms || !chain || !checked?.ok) throw new Error('the form is not valid')
      return requestWithdrawal({
        cardId,
        amount: formatUsd(checked.amountMicro, 'down'),
        fee: terms.fee,
        chainId: chain.chainId,
        address: address.trim(),
      })
    },
    onSuccess: async ({ withdrawal }) => {
      setAsked(withdrawal)
      await Promise.all([invalidateCard(client, cardId), invalidateCards(client)])
    },
  })
  // The asked withdrawal as the live list has it now (its status follows the card's events).
  const live = asked ? (withdrawals.data?.items.find((w) => w.id === asked.id) ?? asked) : null
  const error = withdraw.isError ? withdrawErrorKey(withdraw.error) : null
  const amountError =
    checked && !checked.ok && amount.trim() !== ''
      ? t(`withdraw.errors.${checked.refusal}`, { limit: format.usdMicro(checked.limitMicro) })
      : null

  return (
    <Modal title={t('withdraw.title')} description={t('withdraw.description')} onClose={onClose}>
      {live ? (
        <div className="flex flex-col gap-3" data-testid="withdrawal-asked">
          <p>
            {t('withdraw.asked', {
              amount: format.usd(live.amount),
              address: `${live.address.slice(0, 6)}…${live.address.slice(-4)}`,
            })}
          </p>
          <p>
            {t('withdraw.status_label')} <WithdrawalStatusText status={live.status} />
          </p>
          <Button className="w-full" onClick={onClose}>
            {t('withdraw.close')}
          </Button>
        </div>
      ) : !terms || !chain ? (
        withdrawals.isError ? (
          <p role="alert" className="text-rose-200">
            {t('errors.unknown', { email: supportEmail })}
          </p>
        ) : (
          <Skeleton className="h-48 w-full" label={t('cardDetail.loading')} />
        )
      ) : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            if (checked?.ok && addressValid && !withdraw.isPending) withdraw.mutate()
          }}
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-300">{t('withdraw.available')}</dt>
            <dd data-testid="withdraw-available">{format.usd(terms.available)}</dd>
            <dt className="text-slate-300">{t('withdraw.fee')}</dt>
            <dd data-testid="withdraw-fee">{format.usd(terms.fee)}</dd>
            <dt className="text-slate-300">{t('withdraw.daily_remaining')}</dt>
            <dd>
              {t('withdraw.of_limit', {
                left: format.usd(terms.dailyRemaining),
                limit: format.usd(terms.dailyLimit),
              })}
            </dd>
          </dl>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.amount}>{t('withdraw.amount')}</label>
            <input
              id={ids.amount}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className={field}
              value={amount}
              aria-invalid={amountError !== null}
              aria-describedby={ids.hint}
              onChange={(event) => setAmount(event.target.value)}
            />
            <p id={ids.hint} className="text-xs text-slate-300">
              {amountError ??
                t('withdraw.amount_hint', { min: format.usd(terms.minimum), max: format.usd(terms.maximum) })}
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.chain}>{t('withdraw.chain')}</label>
            <select
              id={ids.chain}
              className={field}
              value={chain.chainId}
              onChange={(event) => setChainId(Number(event.target.value))}
            >
              {terms.chains.map((c) => (
                <option key={c.chainId} value={c.chainId}>
                  {t('withdraw.chain_option', { chain: c.name, token: c.token.symbol })}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.address}>{t('withdraw.address')}</label>
            <input
              id={ids.address}
              type="text"
              autoComplete="off"
              spellCheck={false}
              className={`${field} font-mono text-sm`}
              value={address}
              aria-invalid={address.trim() !== '' && !addressValid}
              onChange={(event) => setAddress(event.target.value)}
            />
            {address.trim() !== '' && !addressValid ? (
              <p className="text-xs text-rose-200">{t('withdraw.errors.address')}</p>
            ) : null}
          </div>
          {checked?.ok ? (
            <p data-testid="withdraw-total">
              {t('withdraw.total', {
                total: format.usdMicro(checked.totalMicro),
                amount: format.usdMicro(checked.amountMicro),
                token: chain.token.symbol,
              })}
            </p>
          ) : null}
          {error ? (
            <p id={ids.error} role="alert" className="text-rose-200">
              {t(error.key, {
                email: supportEmail,
                limit: error.limit ? format.usdMicro(parseUsd(error.limit)) : '',
              })}
            </p>
          ) : null}
          <Button type="submit" disabled={!checked?.ok || !addressValid || withdraw.isPending}>
            {withdraw.isPending ? t('withdraw.signing') : t('withdraw.confirm')}
          </Button>
        </form>
      )}
    </Modal>
  )
}
