import { OwnerLanguage } from '@chaincard/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { openErrorAlert } from '../../../components/ui/openErrorAlert'
import { enrollmentQueryKey } from '../../../lib/enrollment/enrollmentQueryOptions'
import { closeModal, openModal } from '../../../lib/modals/modalStore'
import { invalidateCards } from '../../../lib/queries/cardsQuery'
import { invalidateCard } from '../../../lib/queries/queryKeys'
import { type SubmitContactInfoParameters, submitContactInfo } from '../api/submitContactInfo'
import { type EnrollmentRefusal, enrollmentRefusal } from '../utils/enrollmentRefusal'

export type UseSubmitContactInfoParameters = {
  /**
   * A refusal of the application's cardholder part (a field, the issuer out of reach, a person refused
   * before) is said in the form, which keeps what was typed, instead of the generic alert.
   */
  onEnrollmentRefusal?: (refusal: EnrollmentRefusal) => void
}

/**
 * Submit the contact form (SPEC section 4): refresh the card, close the form, open ApplicationProcessing.
 * A failure shows the server message, or 'Please contact service support.' (SPEC section 8).
 * The app's language goes with it: the owner's e-mails are written in it.
 */
export function useSubmitContactInfo({ onEnrollmentRefusal }: UseSubmitContactInfoParameters = {}) {
  const client = useQueryClient()
  const { i18n } = useTranslation()
  return useMutation({
    mutationFn: ({ orderId, info }: SubmitContactInfoParameters) => {
      const language = OwnerLanguage.safeParse(i18n.language)
      return submitContactInfo({
        orderId,
        info: language.success ? { ...info, language: language.data } : info,
      })
    },
    onSuccess: async (_, { orderId }) => {
      await invalidateCard(client, orderId)
      void client.invalidateQueries({ queryKey: enrollmentQueryKey })
      void invalidateCards(client)
      closeModal('applicationPending')
      openModal({ type: 'applicationProcessing', cardId: orderId })
    },
    onError: (error, { info }) => {
      const refusal = info.cardholder && onEnrollmentRefusal ? enrollmentRefusal(error) : null
      if (refusal && onEnrollmentRefusal) return onEnrollmentRefusal(refusal)
      openErrorAlert({ titleKey: 'application.error_title', error, fallbackKey: 'application.support' })
    },
  })
}
