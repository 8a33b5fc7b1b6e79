import type { Query, SQL } from 'drizzle-orm'
import * as drizzleOrm from 'drizzle-orm'
import type { Executor } from './types'

/** What drizzle's select builder keeps of a query, read once to run the query again without rebuilding it. */
type SelectInternals = {
  getSQL(): SQL
  dialect: { sqlToQuery(sql: SQL): Query }
  _: { config: { fields: Record<string, unknown> } }
  joinsNotNullableMap: Record<string, boolean>
}

/** drizzle's own ordering of a selection's fields (exported at run time, not in its types). */
const orderSelectedFields = (drizzleOrm as unknown as { orderSelectedFields(fields: unknown): unknown[] })
  .orderSelectedFields

type Compiled = { query: Query; fields: unknown[]; joinsNotNullableMap: Record<string, boolean> }

type PreparedSelect = {
  joinsNotNullableMap?: Record<string, boolean>
  execute(values: Record<string, unknown>): Promise<unknown>
}

type SessionOf = {
  _: {
    session: {
      prepareQuery(query: Query, fields: unknown[], name: undefined, arrayMode: boolean): PreparedSelect
    }
  }
}

/**
 * A select on the money path whose SQL text and result mapping are built once per process and shape, every
 * value in it a placeholder (`sql.placeholder(name)`), then run with each request's values on the transaction
 * it is handed. Drizzle's builder otherwise rebuilt the same text for every request: about 1 ms of CPU for an
 * authorization's claim-and-lock statement, measured. Drizzle's own prepared statements cannot do this: one
 * belongs to the session it was prepared on, and each decision runs on whichever pooled connection its
 * transaction got. The rows are mapped by drizzle's own mapper, as the builder would map them.
 */
export function selectBuiltOnce<Shape extends string, Row>(
  build: (tx: Executor, shape: Shape) => unknown,
): (tx: Executor, shape: Shape, values: Record<string, unknown>) => Promise<Row[]> {
  const byShape = new Map<Shape, Compiled>()
  return async (tx, shape, values) => {
    let compiled = byShape.get(shape)
    if (compiled === undefined) {
      const builder = build(tx, shape) as SelectInternals
      compiled = {
        query: builder.dialect.sqlToQuery(builder.getSQL()),
        fields: orderSelectedFields(builder._.config.fields),
        joinsNotNullableMap: builder.joinsNotNullableMap,
      }
      byShape.set(shape, compiled)
    }
    const prepared = (tx as unknown as SessionOf)._.session.prepareQuery(
      compiled.query,
      compiled.fields,
      undefined,
      true,
    )
    prepared.joinsNotNullableMap = compiled.joinsNotNullableMap
    return (await prepared.execute(values)) as Row[]
  }
}
