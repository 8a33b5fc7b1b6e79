import type { Query, SQL } from 'drizzle-orm'
import type { Executor } from './types'

type Internals = {
  dialect: { sqlToQuery(sql: SQL): Query }
  _: {
    session: {
      prepareQuery(
        query: Query,
        fields: undefined,
        name: undefined,
        arrayMode: boolean,
      ): { execute(values: Record<string, unknown>): Promise<unknown> }
    }
  }
}

/**
 * `selectBuiltOnce` for a statement written as raw `sql` whose rows are not read (a write of the money path): its
 * text is built once per process and shape, every value a placeholder, and run with each request's values on the
 * session of the transaction it is handed, as `tx.execute` would run it.
 */
export function statementBuiltOnce<Shape extends string>(
  build: (shape: Shape) => SQL,
): (tx: Executor, shape: Shape, values: Record<string, unknown>) => Promise<void> {
  const byShape = new Map<Shape, Query>()
  return async (tx, shape, values) => {
    const internals = tx as unknown as Internals
    let query = byShape.get(shape)
    if (query === undefined) {
      query = internals.dialect.sqlToQuery(build(shape))
      byShape.set(shape, query)
    }
    await internals._.session.prepareQuery(query, undefined, undefined, false).execute(values)
  }
}
