// Exceptions: the operators' view of their queue (runtime/operatorQueue): list, resolve, the stale-partials sweep.
export { PARTIAL_STALE_AFTER_MS, sweepStalePartials } from './sweepStalePartials'
