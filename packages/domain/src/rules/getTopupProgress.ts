import type { CardStatus } from '../constants/cardStatus'
import type { PaymentConfirmationStatus } from '../schemas/payments'

/** Where the payment is while the app is still sending it (before the server has its hash). */
export type TopupSendingStage = 'quote' | 'approve' | 'send' | 'confirm' | 'report'

export type TopupProgressStepId = 'sent' | 'confirmations' | 'credited' | 'activated' | 'settled'
export type TopupProgressStepState = 'done' | 'current' | 'upcoming' | 'failed'
export type TopupProgressStep = { id: TopupProgressStepId; state: TopupProgressStepState }

/** The one sentence saying what is happening now (a locale key under `topup.progress.message`). */
export type TopupProgressMessage =
  | `sending_${TopupSendingStage}`
  | 'checking'
  | 'not_found'
  | 'pending'
  | 'reverted'
  | 'reorged'
  | 'partial'
  | 'credited_topup'
  | 'credited_application'
  | 'credited_review'
  | 'activated'

export type GetTopupProgressParameters = {
  /** `first`: the payment of a new card (activates it); `topup`: an active or locked card. */
  kind: 'first' | 'topup'
  /** Set while the app is still sending (wallet prompts, mining, the report); undefined once reported. */
  sending: TopupSendingStage | undefined
  /** The reported transaction hash, once known. */
  hash: string | null | undefined
  /** The server's answer for that hash (`GET /confirmations/{hash}`), once loaded. */
  confirmations: { confirmations: number; required: number; status: PaymentConfirmationStatus } | undefined
  /** The card's status from the server, once loaded. */
  cardStatus: CardStatus | undefined
}

export type TopupProgress = {
  steps: TopupProgressStep[]
  /** Confirmations to show against the requirement, once the server counted them. */
  count: { done: number; required: number } | null
  message: TopupProgressMessage
  /** The one instruction on screen: stay until the payment is recorded, then closing is safe. */
  instruction: 'stay' | 'can_close'
}

/** After the first payment is confirmed the order moves on through these (SPEC section 4). */
const PAID_ORDER: readonly CardStatus[] = [
  'application_required',
  'application_processing',
  'waiting_to_get',
  'active',
  'locked',
]
const ACTIVATED: readonly CardStatus[] = ['waiting_to_get', 'active', 'locked']

/**
 * The progress of a top-up from the server's real stage: sent -> confirmations n/m -> credited ->
 * activated (first top-up) or settled (later top-ups), one sentence for where it is, and one instruction.
 * Nothing is marked done before the server says so: "credited" needs the server's `confirmed` (or a card
 * that has moved past payment), "activated" a card that is issued. A reverted payment fails the step it
 * stopped at; a reorged one goes back to counting; a partial one stops at credited (held, not credited).
 */
export function getTopupProgress(p: GetTopupProgressParameters): TopupProgress {
  const status = p.confirmations?.status
  const cardPaid = p.kind === 'first' && p.cardStatus !== undefined && PAID_ORDER.includes(p.cardStatus)
  const activated = p.kind === 'first' && p.cardStatus !== undefined && ACTIVATED.includes(p.cardStatus)
  const sent = Boolean(p.hash) || p.sending === 'report' || cardPaid
  const credited = (p.sending === undefined && status === 'confirmed') || cardPaid
  const counted =
    credited ||
    (p.confirmations !== undefined &&
      status !== 'reorged' &&
      status !== 'not_found' &&
      p.confirmations.confirmations >= p.confirmations.required)

  const done: Record<TopupProgressStepId, boolean> = {
    sent,
    confirmations: counted,
    credited,
    activated,
    settled: false,
  }
  const failedAt: TopupProgressStepId | null =
    p.sending !== undefined
      ? null
      : status === 'reverted'
        ? sent
          ? 'confirmations'
          : 'sent'
        : status === 'partial'
          ? 'credited'
          : null
  const order: TopupProgressStepId[] =
    p.kind === 'first'
      ? ['sent', 'confirmations', 'credited', 'activated']
      : ['sent', 'confirmations', 'credited', 'settled']
  let currentGiven = false
  const steps = order.map((id): TopupProgressStep => {
    if (done[id]) return { id, state: 'done' }
    if (currentGiven) return { id, state: 'upcoming' }
    currentGiven = true
    return { id, state: failedAt === id ? 'failed' : 'current' }
  })

  const count =
    p.confirmations && p.sending === undefined
      ? {
          done: Math.min(p.confirmations.confirmations, p.confirmations.required),
          required: p.confirmations.required,
        }
      : null

  return {
    steps,
    count,
    message: messageOf(p, credited, activated),
    instruction: p.sending ? 'stay' : 'can_close',
  }
}

function messageOf(
  p: GetTopupProgressParameters,
  credited: boolean,
  activated: boolean,
): TopupProgressMessage {
  if (p.sending) return `sending_${p.sending}`
  if (p.kind === 'first' && activated) return 'activated'
  if (credited) {
    if (p.kind === 'topup') return 'credited_topup'
    return p.cardStatus === 'application_processing' ? 'credited_review' : 'credited_application'
  }
  switch (p.confirmations?.status) {
    case undefined:
      return 'checking'
    case 'not_found':
      return 'not_found'
    case 'reverted':
      return 'reverted'
    case 'reorged':
      return 'reorged'
    case 'partial':
      return 'partial'
    default:
      return 'pending'
  }
}
