import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateCards } from '../../../lib/queries/cardsQuery'
import { invalidateCard, invalidateCardChallenge } from '../../../lib/queries/queryKeys'
import { type AnswerCardChallengeParameters, answerCardChallenge } from '../api/answerCardChallenge'

/**
 * Sends the owner's answer. Whatever came of it, the card screens reload: the card (its balance, and its history and
 * unsettled lists under its key), the card list, and the challenge itself.
 */
export function useAnswerChallenge(cardId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (parameters: Omit<AnswerCardChallengeParameters, 'cardId'>) =>
      answerCardChallenge({ cardId, ...parameters }),
    onSettled: () => {
      void invalidateCard(client, cardId)
      void invalidateCards(client)
      void invalidateCardChallenge(client, cardId)
    },
  })
}
