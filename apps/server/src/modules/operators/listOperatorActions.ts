import type { OperatorAuditAction } from '@chaincard/domain'
import type { Executor } from '../../db'
import { selectOperatorActions } from './repo/selectOperatorActions'

/** `GET /api/admin/audit`: the newest actions (before id `before`), newest first, as the wire shows them. */
export async function listOperatorActions(
  db: Executor,
  query: { limit: number; before?: number | undefined },
): Promise<OperatorAuditAction[]> {
  const rows = await selectOperatorActions(db, query)
  return rows.map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    operator: row.operator,
    action: row.action,
    target: row.target,
    details: { status: row.status, code: row.errorCode, ...row.parameters },
  }))
}
