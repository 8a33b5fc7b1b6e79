import { isUserActionAllowed } from '@chaincard/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { Address } from 'viem'
import { getChainReader } from '../../../lib/chain/getChainReader'
import { isUserRejection } from '../../../lib/chain/isUserRejection'
import type { PayToken } from '../../../lib/chain/types'
import { getPaymentWalletClient } from '../../../lib/chain/walletClientSource'
import { closeModal, openModal } from '../../../lib/modals/modalStore'
import type { Card, ConfigChain } from '../../../types/api'
import { cardQueryKey } from '../api/cardQueryOptions'
import { TopupPaymentError } from '../api/errors'
import { payTopup } from '../api/payTopup'
import { tokenBalancesQueryKey } from '../api/tokenBalancesQueryOptions'
import { topupApi } from '../api/topupApi'
import { userStateQueryOptions } from '../api/userStateQueryOptions'
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

/**
 * Confirm top-up (SPEC section 4): refresh the user state and stop if top-up is disabled for it; open the
 * waiting modal (WaitingConfirm for a new card's first top-up, else WaitingTopUpConfirm); pay; hand the
 * reported hash to the modal, which polls it. Any failure closes it and opens TopUpFail (the order payment of
 * a first top-up is cancelled by the payment flow). One payment at a time.
 */
export function useTopupConfirm() {
  const queryClient = useQueryClient()
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)

  const confirm = useCallback(
    async (input: TopupConfirmInput) => {
      if (inFlight.current) return
      inFlight.current = true
      setBusy(true)
      const kind = input.card.status === 'new' ? 'order' : 'topup'
      const modal = kind === 'order' ? 'waitingConfirm' : 'waitingTopUpConfirm'
      try {
        const { state } = await queryClient.fetchQuery({
          ...userStateQueryOptions(input.owner),
          staleTime: 0,
        })
        if (!isUserActionAllowed(state, 'topup')) return
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
            if (progress.stage === 'replaced') updateModal(modal, { replaced: true })
            else if (progress.stage !== 'sent' && progress.stage !== 'reported') {
              updateModal(modal, { stage: progress.stage })
            }
          },
        })
        updateModal(modal, { hash: result.hash, stage: undefined })
      } catch (error) {
        closeModal(modal)
        const userRejected = error instanceof TopupPaymentError ? error.userRejected : isUserRejection(error)
        openModal({ type: 'topUpFail', userRejected })
      } finally {
        void queryClient.invalidateQueries({ queryKey: cardQueryKey(input.card.id) })
        void queryClient.invalidateQueries({ queryKey: ['cards'] })
        void queryClient.invalidateQueries({ queryKey: tokenBalancesQueryKey(input.chain.id, input.owner) })
        inFlight.current = false
        setBusy(false)
      }
    },
    [queryClient],
  )
  return { confirm, busy }
}
