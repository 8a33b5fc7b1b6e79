import { desc, lt } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { type OperatorActionRow, operatorActions } from '../../../db/schema'

/** The newest `limit` actions, those before id `before` when given, newest first. */
export async function selectOperatorActions(
  db: Executor,
  { limit, before }: { limit: number; before?: number | undefined },
): Promise<OperatorActionRow[]> {
  return db
    .select()
    .from(operatorActions)
    .where(before === undefined ? undefined : lt(operatorActions.id, before))
    .orderBy(desc(operatorActions.id))
    .limit(limit)
}
