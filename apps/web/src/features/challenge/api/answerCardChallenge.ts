import type { ChallengeAnswerBody } from '@chaincard/domain'
import { apiPost } from '../../../lib/api/client'

export type AnswerCardChallengeParameters = {
  cardId: string
  challengeId: string
  answer: ChallengeAnswerBody['answer']
}

/** POST /api/card/{id}/challenge/{challengeId} `{ answer }`: the owner approves or declines; 204. */
export function answerCardChallenge({
  cardId,
  challengeId,
  answer,
}: AnswerCardChallengeParameters): Promise<void> {
  return apiPost<void>(`/card/${encodeURIComponent(cardId)}/challenge/${encodeURIComponent(challengeId)}`, {
    answer,
  } satisfies ChallengeAnswerBody)
}
