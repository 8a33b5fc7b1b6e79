// Disputes: which purchases can be disputed, and what a dispute credits the card.
export { type DisputeMoney, getDisputeCredit } from './getDisputeCredit'
export {
  DISPUTE_REFUSAL_MESSAGES,
  DISPUTE_WINDOW_DAYS,
  type DisputeRefusal,
  getDisputeRefusal,
  type PurchaseToDispute,
} from './getDisputeRefusal'
export { type EvidenceRefusal, type EvidenceToSend, getEvidenceRefusal } from './getEvidenceRefusal'
export {
  isUsBusinessDay,
  PROVISIONAL_CREDIT_BUSINESS_DAYS,
  provisionalCreditDueAt,
  usFederalHolidays,
} from './provisionalCreditDueAt'
