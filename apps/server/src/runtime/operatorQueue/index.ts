// The operators' queue (deposit_exceptions): any part of the server raises into it what a person must look at
// (money held, a rejected report, an issuer event nobody could apply, an issuance that failed for good, an excess
// refund asked for); the exceptions module lists and resolves what is there. Like the logs and the metrics, it
// is written from everywhere, so it is runtime.
export {
  findExcessRefund,
  insertExcessRefund,
  listExcessRefundRows,
} from './excessRefunds'
export { recordException } from './recordException'
export { toExcessRefund } from './toExcessRefund'
export { unbookedHoldRef } from './unbookedHoldRef'
