import type { Executor } from '../../../db'
import { operatorActions } from '../../../db/schema'

export type OperatorActionInsert = {
  at: Date
  operator: string
  action: string
  target: string | null
  status: number
  errorCode: string | null
  parameters: Record<string, unknown>
}

/** Appends one operator action (the table takes no UPDATE or DELETE). */
export async function insertOperatorAction(db: Executor, row: OperatorActionInsert): Promise<void> {
  await db.insert(operatorActions).values(row)
}
