// The watcher module's one door: what the rest of the server may use of it.
export { readWatcherHealth, recordPassFailed, recordPassOk } from './chainStatus'
export { advanceRecheckFrom, markRecheckFrom, readRecheckFrom } from './cursor'
export { followHeads, type HeadFollower } from './followHeads'
export { cardsByAddress, matchTransfers } from './matchTransfers'
export { noteUnconfirmedDeposits } from './noteUnconfirmedDeposits'
export { type RecheckCreditsParameters, type RecheckSteps, recheckCredits } from './recheckCredits'
export { holdUnsupportedTransfers } from './recordUnsupportedDeposits'
export { type ApplyRescanRequestsParameters, applyRescanRequests, getRescan, requestRescan } from './rescans'
export {
  MAX_LOG_SPAN,
  type RangeHandler,
  type RangeOutcome,
  type RangeTransfers,
  type ScanChainParameters,
  type ScanChainReturnType,
  scanChain,
  watcherRpc,
} from './scanChain'
