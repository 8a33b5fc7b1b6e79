import type { CardChallenge, ChallengeAnswerBody } from '@chaincard/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type ChallengeErrorKey, challengeErrorKey, isFinalChallengeError } from '../utils/challengeErrorKey'
import { useAnswerChallenge } from './useAnswerChallenge'
import { useCardChallenge } from './useCardChallenge'
import { useSecondsLeft } from './useSecondsLeft'

type Answer = ChallengeAnswerBody['answer']

/**
 * pending: waiting for the owner; sending: the answer is on its way; approved / declined: the server took it;
 * expired: the countdown reached 0; closed: the server refused an answer that cannot be retried.
 */
type ChallengePhase = 'pending' | 'sending' | 'approved' | 'declined' | 'expired' | 'closed'

export type ChallengePrompt = {
  challenge: CardChallenge
  phase: ChallengePhase
  secondsLeft: number
  errorKey: ChallengeErrorKey | null
  answer: (answer: Answer) => void
  dismiss: () => void
}

type Shown = {
  challenge: CardChallenge
  outcome: 'approved' | 'declined' | 'closed' | null
  error: ChallengeErrorKey | null
}

/**
 * Gathers the prompt's state: the challenge on screen stays there after it leaves the server (answered here,
 * or expired) so the prompt can say what happened, until dismissed or replaced by a newer one. A challenge
 * that leaves the server otherwise (answered with the one-time code) just goes away. One answer at a time:
 * a second click while one is on its way sends nothing. `follow`: see useCardChallenge.
 */
export function useChallengePrompt(
  cardId: string,
  options: { follow?: boolean } = {},
): ChallengePrompt | null {
  const { data } = useCardChallenge(cardId, options)
  const mutation = useAnswerChallenge(cardId)
  const [shown, setShown] = useState<Shown | null>(null)
  const dismissed = useRef(new Set<string>())
  const sending = useRef(false)

  useEffect(() => {
    if (data === undefined) return
    if (data === 'OK') {
      setShown((current) =>
        current && (current.outcome || Date.parse(current.challenge.expiresAt) <= Date.now())
          ? current
          : null,
      )
      return
    }
    if (dismissed.current.has(data.id)) return
    setShown((current) =>
      current?.challenge.id === data.id ? current : { challenge: data, outcome: null, error: null },
    )
  }, [data])

  const secondsLeft = useSecondsLeft(shown?.challenge.expiresAt ?? null) ?? 0
  const expired = secondsLeft === 0

  const answer = useCallback(
    (choice: Answer) => {
      if (!shown || shown.outcome || expired || sending.current) return
      sending.current = true
      const id = shown.challenge.id
      const update = (change: Partial<Shown>) =>
        setShown((current) => (current?.challenge.id === id ? { ...current, ...change } : current))
      update({ error: null })
      mutation.mutate(
        { challengeId: id, answer: choice },
        {
          onSuccess: () => update({ outcome: choice === 'approve' ? 'approved' : 'declined' }),
          onError: (error) => {
            const key = challengeErrorKey(error)
            update({ error: key, ...(isFinalChallengeError(key) ? { outcome: 'closed' as const } : {}) })
          },
          onSettled: () => {
            sending.current = false
          },
        },
      )
    },
    [shown, expired, mutation.mutate],
  )

  const dismiss = useCallback(() => {
    if (shown) dismissed.current.add(shown.challenge.id)
    setShown(null)
  }, [shown])

  if (!shown) return null
  const phase: ChallengePhase =
    shown.outcome ?? (mutation.isPending ? 'sending' : expired ? 'expired' : 'pending')
  return { challenge: shown.challenge, phase, secondsLeft, errorKey: shown.error, answer, dismiss }
}
