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
  /** With a challenge: the app's page where the owner answers it (the ACS's out-of-band app URL). */
  oob_url?: string
}

/** Lithic's channel of an authentication the merchant starts on its own (EMV 3DS 3RI). */
const MERCHANT_INITIATED = 'THREE_DS_REQUESTOR_INITIATED'

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
 * (`GET /card/{id}/challenge`, the `oob_url` the answer carries). A merchant-initiated authentication (3RI) is
 * never challenged. Read-only: nothing is recorded (the purchase that follows is decided by ASA). Answered
 * within `THREE_DS_DECISION_DEADLINE_MS`: a decision not ready by then is a challenge (a 3RI one declined).
 */
export async function answerThreeDsDecisioning(
  db: Db,
  request: LithicThreeDsApprovalRequest,
  challengeAboveMicro: bigint,
  now: Date,
  publicOrigin: string,
): Promise<{ body: ThreeDsDecisioningResponse; decision: ThreeDsDecision; timedOut: boolean }> {
  const merchantInitiated = request.channel === MERCHANT_INITIATED
  const authentication: ThreeDsAuthentication = {
    cardToken: request.card_token,
    acceptorId: request.merchant?.id?.trim() || null,
    merchantInitiated,
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
    const decision = decided?.decision ?? (merchantInitiated ? 'decline' : 'challenge')
    const page = `${publicOrigin}/card${decided?.cardId ? `/${encodeURIComponent(decided.cardId)}` : ''}`
    return {
      body: {
        three_ds_authentication_decision: RESULT[decision],
        ...(decision === 'challenge' ? { oob_url: page } : {}),
      },
      decision,
      timedOut: decided === null,
    }
  } finally {
    clearTimeout(timer)
  }
}
