// The issuer module's one door: what the rest of the server may use of it.
export { type CheckedWebhookHeaders, checkWebhookHeaders } from './adapters/lithic/checkWebhookHeaders'
export { createFailedSignatureBudget } from './adapters/lithic/failedSignatureBudget'
export { handleLithicDelivery, LithicPayloadError } from './adapters/lithic/handleLithicDelivery'
export { createRefusalHold } from './adapters/lithic/holdRefusal'
export { BodyTooLargeError, readSignedBody, type SignedBody } from './adapters/lithic/readSignedBody'
export { reportRaisedEvents } from './adapters/lithic/reportRaisedEvents'
export { createUnprovenReadGate } from './adapters/lithic/unprovenReadGate'
export {
  startSignatureCheck,
  verifyLithicSignature,
  webhookKeyOf,
} from './adapters/lithic/verifyLithicSignature'
export { webhookRefusals } from './adapters/lithic/webhookRefusals'
export { confirmOtp } from './adapters/sandbox/confirmOtp'
export {
  declineExpiredChallenges,
  EXPIRED_CHALLENGE_SWEEP_INTERVAL_MS,
} from './adapters/sandbox/declineExpiredChallenges'
export {
  capturePurchase,
  correctPurchase,
  expirePurchase,
  incrementPurchase,
  refundPurchase,
  reversePurchase,
  reverseRefund,
} from './adapters/sandbox/settlePurchase'
export { simulateCredit } from './adapters/sandbox/simulateCredit'
export { simulatePurchase } from './adapters/sandbox/simulatePurchase'
export { updateSandboxDispute } from './adapters/sandbox/updateSandboxDispute'
export { approveProcessingApplications } from './approveProcessingApplications'
export { createIssuerGateway } from './createIssuerGateway'
export { fileDispute } from './disputes/fileDispute'
export { grantProvisionalCredit } from './disputes/grantProvisionalCredit'
export { listCardDisputes } from './disputes/listCardDisputes'
export { listDisputesForOperator, OperatorDispute } from './disputes/listDisputesForOperator'
export { sendDisputeEvidence } from './disputes/sendDisputeEvidence'
export {
  PROVISIONAL_CREDIT_SWEEP_INTERVAL_MS,
  sweepProvisionalCredits,
} from './disputes/sweepProvisionalCredits'
export { enrollOwner } from './enrollment/enrollOwner'
export { mirrorCardholderStatus } from './enrollment/mirrorCardholderStatus'
export { recordKycPass } from './enrollment/recordKycPass'
export { findCardholder } from './enrollment/repo/cardholders'
export { requestCardholderDocument } from './enrollment/requestCardholderDocument'
export { toEnrollmentResponse } from './enrollment/toEnrollmentResponse'
export { applyStrandedParkedEvents } from './inbound/applyStrandedParkedEvents'
export { issuerBooksOf } from './issuerBooksOf'
export { bindIssuer, getBoundGateway, unbindIssuer } from './issuerRegistry'
export { answerChallenge } from './owner/answerChallenge'
export {
  declineInactiveCardChallenges,
  INACTIVE_CARD_CHALLENGE_SWEEP_INTERVAL_MS,
} from './owner/declineInactiveCardChallenges'
export { getPendingChallenge } from './owner/getPendingChallenge'
export { cachedIssuerProbe, probeIssuer } from './probeIssuer'
export { ISSUER_RECONCILE_JOB, issuerReconcileJob } from './reconcile/issuerReconcileJob'
export { listReconciliations } from './reconcile/repo/reconciliations'
export { type ReconciliationContext, runReconciliation } from './reconcile/runReconciliation'
export { isUtcDay, utcDayOf } from './reconcile/utcDay'
export { cardImageDataUrl } from './renderCardImage'
export { syncProgramRules } from './rules/syncProgramRules'
export { listSettlements } from './settlement/repo/settlements'
export { type SettlementContext, settleDay } from './settlement/settleDay'
export { closeSpentCardsAtIssuer, SPENT_CARDS_SWEEP_INTERVAL_MS } from './singleUse/closeSpentCardsAtIssuer'
export { changeWalletToken } from './wallets/changeWalletToken'
export { followCardState } from './wallets/followCardState'
export { followCardStates, WALLET_TOKEN_SWEEP_INTERVAL_MS } from './wallets/followCardStates'
export { listCardWalletTokens } from './wallets/listCardWalletTokens'
export { provisionWallet } from './wallets/provisionWallet'
export { simulateTokenization } from './wallets/simulateTokenization'
