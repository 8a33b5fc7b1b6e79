import { useMutation, useQueryClient } from '@tanstack/react-query'
import { openErrorAlert } from '../../../components/ui/openErrorAlert'
import { closeModal, openModal } from '../../../lib/modals/modalStore'
import { type SubmitContactInfoParameters, submitContactInfo } from '../api/submitContactInfo'

/**
 * Submit the contact form (SPEC section 4): refresh the card, close the form, open ApplicationProcessing.
 * A failure shows the server message, or 'Please contact service support.' (SPEC section 8).
 */
export function useSubmitContactInfo() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (parameters: SubmitContactInfoParameters) => submitContactInfo(parameters),
    onSuccess: async (_, { orderId }) => {
      await client.invalidateQueries({ queryKey: ['card', orderId] })
      void client.invalidateQueries({ queryKey: ['cards'] })
      closeModal('applicationPending')
      openModal({ type: 'applicationProcessing', cardId: orderId })
    },
    onError: (error) =>
      openErrorAlert({ titleKey: 'application.error_title', error, fallbackKey: 'application.support' }),
  })
}
