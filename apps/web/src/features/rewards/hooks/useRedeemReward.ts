import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { openErrorAlert } from '../../../components/ui/openErrorAlert'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { closeModal, openModal } from '../../../lib/modals/modalStore'
import { invalidateCards } from '../../../lib/queries/cardsQuery'
import {
  invalidateCard,
  invalidatePendingTopup,
  invalidateRewards,
  invalidateUserInvitations,
} from '../../../lib/queries/queryKeys'
import { type RedeemRewardParameters, redeemReward } from '../api/redeemReward'

/**
 * Top up with reward: on success close the modal, reload the card, its pending top-up, the card list and every
 * reward figure,
 * then AlertSuccess; on failure an alert with the server message (SPEC section 8), the modal stays open.
 */
export function useRedeemReward() {
  const client = useQueryClient()
  const { t } = useTranslation()
  const format = useLocaleFormat()
  return useMutation({
    mutationFn: (parameters: RedeemRewardParameters) => redeemReward(parameters),
    onSuccess: async (_, { cardId, amount }) => {
      closeModal('topupWithReward')
      openModal({
        type: 'alert',
        titleKey: 'rewards.success_title',
        message: t('rewards.success', { amount: format.usd(amount) }),
      })
      await Promise.all([
        invalidateCard(client, cardId),
        invalidateCards(client),
        // The redemption is a pending credit: what becomes of the pending top-up changed too.
        invalidatePendingTopup(client, cardId),
        invalidateRewards(client),
        invalidateUserInvitations(client),
      ])
    },
    onError: (error) => openErrorAlert({ titleKey: 'rewards.redeem_title', error }),
  })
}
