import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type AnswerCardChallengeParameters, answerCardChallenge } from '../api/answerCardChallenge'
import { cardChallengeQueryKey } from '../api/cardChallengeQueryOptions'

/**
 * Sends the owner's answer. Whatever came of it, the card screens reload: ['card', id] is the card detail's key
 * (balance) and the prefix of its history and unsettled lists, ['cards'] the list's; and the challenge itself.
 */
export function useAnswerChallenge(cardId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (parameters: Omit<AnswerCardChallengeParameters, 'cardId'>) =>
      answerCardChallenge({ cardId, ...parameters }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['card', cardId] })
      void client.invalidateQueries({ queryKey: ['cards'] })
      void client.invalidateQueries({ queryKey: cardChallengeQueryKey(cardId) })
    },
  })
}
