import type { ThreeDsDecision } from '@chaincard/domain'
import type { Db } from '../../../../db'
import {
  decideThreeDsAuthentication,
  type ThreeDsAuthentication,
} from '../../threeDs/decideThreeDsAuthentication'
import type { LithicThreeDsApprovalRequest } from './lithicPayloads'

/** The 3DS decisioning response body (`three-ds-decisioning`). */
export type ThreeDsDecisioningResponse = {
  three_ds_authentication_decision: 'APPROVE' | 'DECLINE' | 'CHALLENGE_REQUESTED'
}

/**
 * Longest time the decision may take before it is answered anyway (Lithic wants it within 1 s, the answer's
 * trip included): a database that is slow now gets the cardholder asked, never a silent approval.
 */
const THREE_DS_DECISION_DEADLINE_MS = 700

const MICRO_PER_USD_EXPONENT = 6

/** The purchase in micro-USD: its own amount in USD, else its cardholder (program, USD) amount in cents. */
function threeDsAmountMicro(request: LithicThreeDsApprovalRequest): bigint | null {
  const transaction = request.transaction
  if (!transaction) return 0n
  if (transaction.currency === 'USD') {
    const exponent = transaction.currency_exponent
    if (exponent > MICRO_PER_USD_EXPONENT) return null
    return BigInt(transaction.amount) * 10n ** BigInt(MICRO_PER_USD_EXPONENT - exponent)
  }
  const cardholder = transaction.cardholder_amount
  return cardholder === null || cardholder === undefined || !Number.isSafeInteger(cardholder)
    ? null
    : BigInt(cardholder) * 10_000n
}

const RESULT: Record<ThreeDsDecision, ThreeDsDecisioningResponse['three_ds_authentication_decision']> = {
  approve: 'APPROVE',
  decline: 'DECLINE',
  challenge: 'CHALLENGE_REQUESTED',
}

/**
 * `three_ds_authentication.approval_request` (3DS customer decisioning): approve, decline, or ask for a
 * challenge, which Lithic then sends as `three_ds_authentication.challenge` and the owner answers in the app
 * (`GET /card/{id}/challenge`). Read-only: nothing is recorded (the purchase that follows is decided by ASA).
 * Answered within `THREE_DS_DECISION_DEADLINE_MS`: a decision not ready by then is a challenge.
 */
export async function answerThreeDsDecisioning(
  db: Db,
  request: LithicThreeDsApprovalRequest,
  challengeAboveMicro: bigint,
  now: Date,
): Promise<{ body: ThreeDsDecisioningResponse; decision: ThreeDsDecision; timedOut: boolean }> {
  const authentication: ThreeDsAuthentication = {
    cardToken: request.card_token,
    merchantName: request.merchant?.name ?? null,
    amountMicro: threeDsAmountMicro(request),
  }
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), THREE_DS_DECISION_DEADLINE_MS)
  })
  const deciding = decideThreeDsAuthentication(db, authentication, challengeAboveMicro, now)
  // A failure after the deadline has nobody to tell (the answer is gone): not an unhandled rejection.
  deciding.catch(() => undefined)
  try {
    const decided = await Promise.race([deciding, deadline])
    const decision = decided ?? 'challenge'
    return {
      body: { three_ds_authentication_decision: RESULT[decision] },
      decision,
      timedOut: decided === null,
    }
  } finally {
    clearTimeout(timer)
  }
}
