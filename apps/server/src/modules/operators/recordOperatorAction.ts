import type { Executor } from '../../db'
import { type AdminCall, describeAdminCall } from './describeAdminCall'
import { insertOperatorAction } from './repo/insertOperatorAction'

/** Appends one state-changing admin call, whatever its result, to `operator_actions`. */
export async function recordOperatorAction(db: Executor, call: AdminCall): Promise<void> {
  await insertOperatorAction(db, describeAdminCall(call))
}
