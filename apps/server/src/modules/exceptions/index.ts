export { type RecordRejectedReportParameters, recordRejectedReport } from './recordRejectedReport'
export {
  excessRefundKey,
  findExcessRefund,
  type InsertExcessRefundParameters,
  insertExcessRefund,
  listExcessRefundRows,
} from './repo/excessRefunds'
export { type RecordExceptionParameters, recordException } from './repo/recordException'
export { PARTIAL_STALE_AFTER_MS, sweepStalePartials } from './sweepStalePartials'
export { toExcessRefund } from './toExcessRefund'
