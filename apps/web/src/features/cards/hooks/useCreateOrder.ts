import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useCurrentLocale } from '../../../components/ui/LocaleLink'
import { openErrorAlert } from '../../../components/ui/openErrorAlert'
import { localizePath, paths } from '../../../lib/paths'
import { invalidateCards } from '../../../lib/queries/cardsQuery'
import { invalidateUserState } from '../../../lib/queries/queryKeys'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { type CreateOrderParameters, createOrder } from '../api/createOrder'

/**
 * Create order (SPEC section 4): with an id in the answer, reload the cards (the detail route checks
 * ownership against them) and go to that card; otherwise just reload the cards. A failure shows the Oops
 * alert with the server message; 'invalid action' also reloads the user state (SPEC section 8).
 */
export function useCreateOrder() {
  const client = useQueryClient()
  const address = useWalletAddress()
  const navigate = useNavigate()
  const locale = useCurrentLocale()
  return useMutation({
    mutationFn: (parameters: CreateOrderParameters) => createOrder(parameters),
    onSuccess: async (answer) => {
      await invalidateCards(client)
      if (answer?.id) navigate(localizePath(paths.card(answer.id), locale))
    },
    onError: (error) =>
      openErrorAlert({
        titleKey: 'cards.add.error_title',
        error,
        onInvalidAction: () => invalidateUserState(client, address),
      }),
  })
}
