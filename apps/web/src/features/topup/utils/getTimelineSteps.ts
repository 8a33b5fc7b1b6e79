import type { ConfirmationsResponse } from '@chaincard/domain'

export type TimelineStepId = 'sent' | 'confirmations' | 'credited' | 'settled'
export type TimelineStepState = 'done' | 'current' | 'todo'
export type TimelineStep = { id: TimelineStepId; state: TimelineStepState }

/**
 * Where the user's money is (sent -> confirmations -> credited -> settled): sent once a hash exists,
 * confirmations done at the chain's requirement, credited once the server confirmed the payment (it shows as
 * pending top-up), settled when the card says so (activated, or the pending amount moved into the balance).
 */
export function getTimelineSteps({
  hash,
  confirmations,
  settled,
}: {
  hash: string | null | undefined
  confirmations: ConfirmationsResponse | undefined
  settled: boolean
}): TimelineStep[] {
  const done: Record<TimelineStepId, boolean> = {
    sent: Boolean(hash),
    confirmations:
      confirmations !== undefined &&
      (confirmations.status === 'confirmed' || confirmations.confirmations >= confirmations.required),
    credited: confirmations?.status === 'confirmed' || settled,
    settled,
  }
  const order: TimelineStepId[] = ['sent', 'confirmations', 'credited', 'settled']
  let currentGiven = false
  return order.map((id) => {
    if (done[id]) return { id, state: 'done' as const }
    if (!currentGiven) {
      currentGiven = true
      return { id, state: 'current' as const }
    }
    return { id, state: 'todo' as const }
  })
}
