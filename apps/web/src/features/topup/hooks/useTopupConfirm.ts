import { isUserActionAllowed } from '@chaincard/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { Address } from 'viem'
import { getChainReader } from '../../../lib/chain/getChainReader'
import type { PayToken } from '../../../lib/chain/types'
import { getPaymentWalletClient } from '../../../lib/chain/walletClientSource'
import { closeModal, openModal } from '../../../lib/modals/modalStore'
import { invalidateCards } from '../../../lib/queries/cardsQuery'
import { invalidateCard } from '../../../lib/queries/queryKeys'
import { userStateQuery } from '../../../lib/queries/userStateQuery'
import type { Card, ConfigChain } from '../../../types/api'
import { payTopup } from '../api/payTopup'
import { tokenBalancesQueryKey } from '../api/tokenBalancesQueryOptions'
import { topupApi } from '../api/topupApi'
import { recordSentTopup } from '../utils/sentTopups'
import { topupFailReason } from '../utils/topupFailReason'
import { updateModal } from '../utils/updateModal'

export type TopupConfirmInput = {
  card: Card
  chain: ConfigChain
  orderToken: PayToken
  token: PayToken
  amount: bigint
  slippage: string
  payee: Address
  owner: Address
  onApplicationRequired: () => void
}

/** `paid`: the payment was sent and reported (the form resets); `stopped`: nothing was sent or it failed. */
export type TopupConfirmOutcome = 'paid' | 'stopped'

/**
 * Confirm top-up (SPEC section 4): refresh the user state and stop if top-up is disabled for it; open the
 * waiting modal (WaitingConfirm for a new card's first top-up, else WaitingTopUpConfirm); pay; hand the
 * reported hash to the modal, which polls it. Any failure closes it and opens TopUpFail with its reason (the
 * order payment of a first top-up is cancelled by the payment flow). One payment at a time; every sent
 * payment is remembered for the repeat check.
 */
export function useTopupConfirm() {
  const queryClient = useQueryClient()
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)

  const confirm = useCallback(
    async (input: TopupConfirmInput): Promise<TopupConfirmOutcome> => {
      if (inFlight.current) return 'stopped'
      inFlight.current = true
      setBusy(true)
      const kind = input.card.status === 'new' ? 'order' : 'topup'
      const modal = kind === 'order' ? 'waitingConfirm' : 'waitingTopUpConfirm'
      const sent = {
        cardId: input.card.id,
        token: input.token.isNative ? 'native' : input.token.address.toLowerCase(),
        amount: input.amount,
      }
      try {
        const { state } = await queryClient.fetchQuery({
          ...userStateQuery(input.owner),
          staleTime: 0,
        })
        if (!isUserActionAllowed(state, 'topup')) return 'stopped'
        openModal({
          type: modal,
          cardId: input.card.id,
          hash: null,
          stage: 'send',
          onApplicationRequired: input.onApplicationRequired,
        })
        const wallet = await getPaymentWalletClient(input.chain.id)
        const result = await payTopup({
          kind,
          cardId: input.card.id,
          chain: input.chain,
          orderToken: input.orderToken,
          token: input.token,
          amount: input.amount,
          slippage: input.slippage,
          payee: input.payee,
          wallet,
          reader: getChainReader(input.chain),
          api: topupApi,
          onProgress: (progress) => {
            if (progress.stage === 'sent') recordSentTopup({ ...sent, at: Date.now() })
            if (progress.stage === 'replaced') updateModal(modal, { replaced: true })
            else if (progress.stage !== 'sent' && progress.stage !== 'reported') {
              updateModal(modal, { stage: progress.stage })
            }
          },
        })
        updateModal(modal, { hash: result.hash, stage: undefined })
        return 'paid'
      } catch (error) {
        closeModal(modal)
        openModal({ type: 'topUpFail', reason: topupFailReason(error) })
        return 'stopped'
      } finally {
        void invalidateCard(queryClient, input.card.id)
        void invalidateCards(queryClient)
        void queryClient.invalidateQueries({ queryKey: tokenBalancesQueryKey(input.chain.id, input.owner) })
        inFlight.current = false
        setBusy(false)
      }
    },
    [queryClient],
  )
  return { confirm, busy }
}
