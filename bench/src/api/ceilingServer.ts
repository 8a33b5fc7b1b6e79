import Fastify from 'fastify'
import pg from 'pg'
import postgres from 'postgres'

// The ceiling of the load runs: a bare Fastify route (no plugins, no logger, no I/O) in a child process of
// the bench, as the server is. `tsx bench/src/api/ceilingServer.ts` with PORT; answers GET /ping.
// With CEILING_DATABASE_URL also GET /one-query: the same bare route plus one round trip to PostgreSQL (a prepared
// `SELECT $1::int`, on a pool of 10 like the server's), the floor under any route that reads the database; and
// GET /one-query-postgres, the same over postgres.js (the floor of a server with DATABASE_DRIVER=postgres).
const app = Fastify({ logger: false })
app.get('/ping', async () => ({ status: 'ok' }))
const databaseUrl = process.env.CEILING_DATABASE_URL
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : null
if (pool) {
  pool.on('error', () => {})
  const statement = { name: 'ceiling_one_query', text: 'SELECT $1::int AS n' }
  app.get('/one-query', async () => {
    const result = await pool.query<{ n: number }>({ ...statement, values: [1] })
    return { status: 'ok', n: result.rows[0]?.n }
  })
}
const postgresJs = databaseUrl ? postgres(databaseUrl, { max: 10, onnotice: () => {} }) : null
if (postgresJs) {
  app.get('/one-query-postgres', async () => {
    const [row] = await postgresJs<{ n: number }[]>`SELECT ${1}::int AS n`
    return { status: 'ok', n: row?.n }
  })
}
const port = Number.parseInt(process.env.PORT ?? '', 10)
if (!Number.isInteger(port)) throw new Error('PORT must be set')
await app.listen({ host: '127.0.0.1', port })
const close = () =>
  void app
    .close()
    .then(() => pool?.end())
    .then(() => postgresJs?.end({ timeout: 5 }))
    .then(() => process.exit(0))
process.on('SIGINT', close)
process.on('SIGTERM', close)
