// The watcher module's one door: what the rest of the server may use of it.
export { readWatcherHealth, recordPassFailed, recordPassOk } from './chainStatus'
export { advanceRecheckFrom, markRecheckFrom, readRecheckFrom } from './cursor'
export { followHeads, type HeadFollower } from './followHeads'
export { noteUnconfirmedDeposits } from './noteUnconfirmedDeposits'
export { recheckCredits } from './recheckCredits'
export { applyRescanRequests, getRescan, requestRescan } from './rescans'
export { MAX_LOG_SPAN, scanChain, watcherRpc } from './scanChain'
export type { WatcherContext } from './WatcherContext'
