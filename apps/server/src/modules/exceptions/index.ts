// Exceptions: the operators' view of their queue (runtime/operatorQueue): list, resolve, the stale-partials sweep.

export { listExceptions } from './listExceptions'
export { listHeldDeposits } from './listHeldDeposits'
export { resolveException } from './resolveException'
export { sweepStalePartials } from './sweepStalePartials'
