import {
  checkRedeemAmount,
  formatUsd,
  getMaxRedeemable,
  parseDecimalForLocale,
  parseUsd,
  type RedeemRefusal,
} from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { Skeleton } from '../../../components/ui/Skeleton'
import { UsdAmount } from '../../../components/ui/UsdAmount'
import { cardRoom } from '../../../lib/cards/cardRoom'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { closeModal } from '../../../lib/modals/modalStore'
import { cardQuery } from '../../../lib/queries/cardQuery'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { redeemableOptionsQueryOptions, rewardBalanceQueryOptions } from '../api/redemptionQueryOptions'
import { useRedeemReward } from '../hooks/useRedeemReward'

/** The amount typed, as micro-USD, or null when it is not an amount at all. */
function parseAmount(text: string, locale: string): bigint | null {
  const canonical = parseDecimalForLocale(text, locale)
  if (canonical === null) return null
  try {
    return parseUsd(canonical)
  } catch {
    return null
  }
}

/**
 * TopupWithReward: any amount from 0.01 USD up to the reward balance and what the card can still take (* only 10, 20, 50 or 100 could be chosen, so 2.50 of 12.50 was stranded). The fixed amounts stay as quick picks
 * (those above the balance disabled), with All for the whole balance. Failing to load closes it (SPEC 8).
 */
export default function TopupWithRewardModal({ cardId }: { cardId: string }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const address = useWalletAddress()
  const ids = { amount: useId(), error: useId() }
  const options = useQuery(redeemableOptionsQueryOptions())
  const balance = useQuery(rewardBalanceQueryOptions(address))
  const card = useQuery(cardQuery(cardId))
  const redeem = useRedeemReward()
  const [text, setText] = useState('')
  const close = () => closeModal('topupWithReward')

  useEffect(() => {
    if (options.isError || balance.isError) closeModal('topupWithReward')
  }, [options.isError, balance.isError])

  const ready = options.data && balance.data
  const rewardBalance = balance.data ? parseUsd(balance.data.rewardBalance) : 0n
  const room = card.data ? cardRoom(card.data).room : null
  const max = getMaxRedeemable(rewardBalance, room)
  const fill = (micro: bigint) => setText(formatUsd(micro, 'down').replace('.', format.decimalSeparator))
  const amount = parseAmount(text, format.locale)
  const refusal: RedeemRefusal | 'invalid' | null =
    text.trim() === ''
      ? null
      : amount === null
        ? 'invalid'
        : checkRedeemAmount({ amount, rewardBalance, room })

  const message = (reason: RedeemRefusal | 'invalid') =>
    reason === 'over_card_maximum'
      ? t('rewards.redeem_error.over_card_maximum', { room: format.usdMicro(room ?? 0n) })
      : t(`rewards.redeem_error.${reason}`)

  return (
    <Modal title={t('rewards.redeem_title')} onClose={close}>
      {!ready ? (
        <div className="space-y-2">
          <Skeleton className="h-6" label={t('rewards.loading')} />
          <Skeleton className="h-10" />
        </div>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (amount !== null && refusal === null)
              redeem.mutate({ cardId, amount: formatUsd(amount, 'exact') })
          }}
        >
          <p className="mb-3 text-sm text-slate-300">
            {t('rewards.balance')}{' '}
            <UsdAmount className="font-semibold text-white" value={balance.data.rewardBalance} />
          </p>
          <label htmlFor={ids.amount} className="mb-1 block text-sm">
            {t('rewards.amount')}
          </label>
          <div className="flex gap-2">
            <input
              id={ids.amount}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className="min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-950 px-3 py-2"
              value={text}
              aria-invalid={refusal !== null}
              aria-describedby={refusal ? ids.error : undefined}
              onChange={(event) => setText(event.target.value)}
            />
            <Button variant="secondary" disabled={max === 0n} onClick={() => fill(max)}>
              {t('rewards.all')}
            </Button>
          </div>
          {refusal ? (
            <p id={ids.error} role="alert" className="mt-1 text-sm text-rose-300">
              {message(refusal)}
            </p>
          ) : null}
          <fieldset className="mt-3">
            <legend className="mb-2 text-sm">{t('rewards.choose')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {options.data.options.map((option) => {
                const disabled = parseUsd(option) > rewardBalance
                return (
                  <Button
                    key={option}
                    variant="secondary"
                    disabled={disabled}
                    aria-pressed={amount === parseUsd(option)}
                    onClick={() => fill(parseUsd(option))}
                  >
                    {format.usd(option)} USD
                  </Button>
                )
              })}
            </div>
          </fieldset>
          <p className="mt-2 text-xs text-slate-300" data-testid="options-note">
            {t('rewards.any_amount', { max: format.usdMicro(max) })}
          </p>
          <Button
            type="submit"
            className="mt-4 w-full"
            disabled={amount === null || refusal !== null || redeem.isPending}
          >
            {t('rewards.confirm')}
          </Button>
        </form>
      )}
    </Modal>
  )
}
