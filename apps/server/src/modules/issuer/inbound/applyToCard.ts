import type { ProgramPolicy } from '@chaincard/domain'
import type { Executor } from '../../../db'
import type { ApplyOutcome } from './ApplyOutcome'
import { applyAuthorizationAdvice } from './applyAuthorizationAdvice'
import { applyAuthorizationRequest } from './applyAuthorizationRequest'
import { applyCardState } from './applyCardState'
import { applyChallenge } from './applyChallenge'
import { applyClearing } from './applyClearing'
import { applyCorrection } from './applyCorrection'
import { applyDisputeState } from './applyDisputeState'
import { applyRelease } from './applyRelease'
import { applyReturn } from './applyReturn'
import { applyReturnReversal } from './applyReturnReversal'
import { applyTransactionState } from './applyTransactionState'
import { applyUnhandled } from './applyUnhandled'
import type { InboundEvent } from './InboundEvent'
import type { EventCard } from './repo/lockEventCard'

/** Applies one claimed event to its locked card, by kind. */
export function applyToCard(
  tx: Executor,
  card: EventCard,
  event: InboundEvent,
  now: Date,
  policy?: ProgramPolicy | undefined,
): Promise<ApplyOutcome> {
  switch (event.kind) {
    case 'authorization_request':
      return applyAuthorizationRequest(tx, card, event, now, policy)
    case 'authorization_advice':
      return applyAuthorizationAdvice(tx, card, event, now)
    case 'clearing':
      return applyClearing(tx, card, event, now)
    case 'authorization_release':
      return applyRelease(tx, card, event, now)
    case 'return':
      return applyReturn(tx, card, event, now)
    case 'return_reversal':
      return applyReturnReversal(tx, card, event, now)
    case 'correction':
      return applyCorrection(tx, card, event, now)
    case 'transaction_state':
      return applyTransactionState(tx, card, event, now)
    case 'unhandled':
      return applyUnhandled(tx, card, event, now)
    case 'three_ds_challenge':
      return applyChallenge(tx, card, event, now)
    case 'card_state':
      return applyCardState(tx, card, event, now)
    case 'dispute_state':
      return applyDisputeState(tx, card, event, now)
  }
}
