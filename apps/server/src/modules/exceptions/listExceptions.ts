import type { DepositException, ExceptionsQuery } from '@chaincard/domain'
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import { depositExceptions } from '../../db/schema/exceptions'
import { toDepositException } from './toDepositException'

/** Most exceptions one listing answers (newest first). */
const EXCEPTIONS_LIST_LIMIT = 1_000

/** `GET /api/admin/exceptions`: open ones by default, newest first, filtered by status, reason and card. */
export async function listExceptions(db: Db, query: ExceptionsQuery): Promise<DepositException[]> {
  const where: SQL[] = []
  if (query.status !== 'all') where.push(eq(depositExceptions.status, query.status))
  if (query.reason) where.push(eq(depositExceptions.reason, query.reason))
  if (query.cardId) where.push(eq(depositExceptions.cardId, query.cardId))
  const rows = await db
    .select()
    .from(depositExceptions)
    .where(and(...where))
    .orderBy(desc(depositExceptions.id))
    .limit(EXCEPTIONS_LIST_LIMIT)
  return rows.map(toDepositException)
}
