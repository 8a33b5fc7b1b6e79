import { getRedemptionOptions, parseUsd } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { Skeleton } from '../../../components/ui/Skeleton'
import { UsdAmount } from '../../../components/ui/UsdAmount'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { closeModal } from '../../../lib/modals/modalStore'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { redeemableOptionsQueryOptions, rewardBalanceQueryOptions } from '../api/redemptionQueryOptions'
import { useRedeemReward } from '../hooks/useRedeemReward'

/**
 * TopupWithReward (SPEC section 5): choose one of the redeemable amounts; those above the reward balance are
 * disabled; Confirm needs a choice. Failing to load the options closes the modal (SPEC section 8).
 */
export function TopupWithRewardModal({ cardId }: { cardId: string }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const address = useWalletAddress()
  const options = useQuery(redeemableOptionsQueryOptions())
  const balance = useQuery(rewardBalanceQueryOptions(address))
  const redeem = useRedeemReward()
  const [chosen, setChosen] = useState<string | null>(null)
  const close = () => closeModal('topupWithReward')

  useEffect(() => {
    if (options.isError || balance.isError) closeModal('topupWithReward')
  }, [options.isError, balance.isError])

  const ready = options.data && balance.data
  const choices = ready
    ? getRedemptionOptions(
        options.data.options.map((amount) => parseUsd(amount)),
        parseUsd(balance.data.rewardBalance),
      ).map((option, i) => ({ ...option, wire: options.data.options[i] ?? '' }))
    : []

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
            if (chosen) redeem.mutate({ cardId, amount: chosen })
          }}
        >
          <p className="mb-3 text-sm text-slate-300">
            {t('rewards.balance')}{' '}
            <UsdAmount className="font-semibold text-white" value={balance.data.rewardBalance} />
          </p>
          <fieldset>
            <legend className="mb-2 text-sm">{t('rewards.choose')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {choices.map((option) => (
                <label
                  key={option.wire}
                  className={`flex items-center gap-2 rounded-lg border px-3 py-2 ${
                    option.disabled
                      ? 'border-slate-700 text-slate-500'
                      : 'border-slate-500 hover:border-indigo-400'
                  }`}
                >
                  <input
                    type="radio"
                    name="amount"
                    value={option.wire}
                    disabled={option.disabled}
                    checked={chosen === option.wire}
                    onChange={() => setChosen(option.wire)}
                  />
                  {format.usd(option.wire)} USD
                </label>
              ))}
            </div>
          </fieldset>
          {choices.some((option) => option.disabled) ? (
            <p className="mt-2 text-xs text-slate-300" data-testid="options-note">
              {t('rewards.options_note')}
            </p>
          ) : null}
          <Button type="submit" className="mt-4 w-full" disabled={!chosen || redeem.isPending}>
            {t('rewards.confirm')}
          </Button>
        </form>
      )}
    </Modal>
  )
}

export default TopupWithRewardModal
