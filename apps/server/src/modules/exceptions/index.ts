export { type RecordRejectedReportParameters, recordRejectedReport } from './recordRejectedReport'
export { type RecordExceptionParameters, recordException } from './repo/recordException'
export { PARTIAL_STALE_AFTER_MS, sweepStalePartials } from './sweepStalePartials'
