import { count } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { sessions } from '../../src/db/schema'

/** Number of session rows in the app's database. */
export async function countSessions(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(sessions)
  return row?.n ?? 0
}
