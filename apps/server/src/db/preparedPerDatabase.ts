import type { Db } from './types'

/**
 * A prepared Drizzle statement, built once per database handle (`prepare(db)` on first use). For the
 * statements every signed-in request runs: the SQL text and its result mapping are built once instead of per
 * request, and on PostgreSQL the named statement is parsed once per pooled connection. Only for `Db`: a
 * statement prepared on the database would run outside a transaction it was handed.
 */
export function preparedPerDatabase<Prepared>(prepare: (db: Db) => Prepared): (db: Db) => Prepared {
  const byDatabase = new WeakMap<Db, Prepared>()
  return (db) => {
    let prepared = byDatabase.get(db)
    if (prepared === undefined) {
      prepared = prepare(db)
      byDatabase.set(db, prepared)
    }
    return prepared
  }
}
