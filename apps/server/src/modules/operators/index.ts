// Operators' accountability: every state-changing admin call recorded with its operator, and the audit read.
export { listOperatorActions } from './listOperatorActions'
export { recordOperatorAction } from './recordOperatorAction'
