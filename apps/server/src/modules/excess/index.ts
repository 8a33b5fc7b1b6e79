// The excess module's one door: what the rest of the server may use of it.
export { getPendingTopupView } from './getPendingTopupView'
export { requestExcessRefund } from './requestExcessRefund'
export { transferExcess } from './transferExcess'
