import type { DisputeStateEvent, UnhandledEvent } from '../../inbound/InboundEvent'
import { fromLithicChargebackStatus, fromLithicDisposition, fromLithicReason } from './lithicDisputes'
import type { LithicDisputeTransaction, LithicDisputeUpdated } from './lithicPayloads'
import { fromLithicCents } from './toLithicCents'

/** The program's currency: a dispute in another one is an operator's matter. */
const PROGRAM_CURRENCY = 'USD'

/**
 * A Chargebacks API update (`dispute.updated`) as the gateway's dispute state. It names no card: `cardToken`
 * is the disputed transaction's card as we know it (the caller looks it up; '' when the transaction is not
 * ours, and the event is ignored). It carries no money movements of its own: a won case is credited in full
 * (Lithic: "credit will be issued"), anything else credits nothing. Its id is the dispute and its status's
 * place in the case, so a repeated delivery applies once. An unknown status changes nothing (null).
 */
export function fromDisputeUpdated(
  payload: LithicDisputeUpdated,
  cardToken: string,
): DisputeStateEvent | null {
  const resolution = payload.resolution_reason ?? null
  const state = fromLithicChargebackStatus(payload.status, resolution)
  if (!state || payload.amount <= 0) return null
  const amountMicro = fromLithicCents(payload.amount)
  return {
    kind: 'dispute_state',
    issuer: 'lithic',
    eventId: `dispute:${payload.token}:${payload.status}`,
    cardToken,
    transactionToken: payload.transaction_token,
    disputeToken: payload.token,
    version: state.version,
    status: state.status,
    issuerStatus: payload.status,
    amountMicro,
    provisionalMicro: 0n,
    finalMicro: state.status === 'won' ? amountMicro : 0n,
    reason: fromLithicReason(payload.reason),
    note: payload.customer_note ?? null,
    resolution,
    // A chargeback request carries no provisional credit: Reg E's is the program's to grant.
    provisionalCreditBy: 'program',
  }
}

/**
 * A Managed Disputes snapshot (`dispute_transaction.*`, the whole case) as the gateway's dispute state: the
 * provisional credit standing is what the `CARDHOLDER_LIABILITY` events granted less what they took back;
 * what is the owner's for good is the liability allocation's recovered and written-off amounts. Its version
 * is the number of events the case lists (a newer snapshot lists more); its id the case and that number. A
 * case in another currency than USD, or with no related transaction, is raised for an operator.
 */
export function fromDisputeTransaction(
  payload: LithicDisputeTransaction,
): DisputeStateEvent | UnhandledEvent {
  const transactionToken = payload.transaction_series?.related_transaction_token ?? null
  const allocation = payload.liability_allocation
  const base = { issuer: 'lithic' as const, cardToken: payload.card_token }
  const eventId = `dispute_case:${payload.token}:${payload.events.length}`
  if (
    payload.currency.toUpperCase() !== PROGRAM_CURRENCY ||
    !transactionToken ||
    allocation.original_amount <= 0
  ) {
    return {
      ...base,
      kind: 'unhandled',
      eventId,
      transactionToken,
      eventType: payload.event_type,
      detail:
        payload.currency.toUpperCase() !== PROGRAM_CURRENCY
          ? 'dispute_currency'
          : !transactionToken
            ? 'dispute_without_transaction'
            : 'dispute_amount',
      amountMinor: BigInt(allocation.original_amount),
      currency: payload.currency.toUpperCase(),
    }
  }
  let provisionalCents = 0
  for (const event of payload.events) {
    if (event.data.type !== 'CARDHOLDER_LIABILITY') continue
    const amount = Math.abs(event.data.amount ?? 0)
    if (event.data.action === 'PROVISIONAL_CREDIT_GRANTED') provisionalCents += amount
    else if (event.data.action === 'PROVISIONAL_CREDIT_REVERSED') provisionalCents -= amount
  }
  const finalCents = Math.max(0, allocation.recovered_amount) + Math.max(0, allocation.written_off_amount)
  return {
    ...base,
    kind: 'dispute_state',
    eventId,
    transactionToken,
    disputeToken: payload.token,
    version: payload.events.length,
    status: fromLithicDisposition(payload.status ?? null, payload.disposition ?? null),
    issuerStatus: payload.disposition ?? payload.status ?? 'OPEN',
    amountMicro: fromLithicCents(allocation.original_amount),
    provisionalMicro: fromLithicCents(Math.max(0, provisionalCents)),
    finalMicro: fromLithicCents(finalCents),
    reason: 'other',
    note: null,
    resolution: payload.disposition ?? null,
    provisionalCreditBy: 'issuer',
  }
}
