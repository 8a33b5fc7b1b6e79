// Exceptions: the operators' view of their queue (runtime/operatorQueue): list, resolve, the stale-partials sweep.
export { sweepStalePartials } from './sweepStalePartials'
