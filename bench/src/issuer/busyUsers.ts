import { createHash, randomBytes } from 'node:crypto'
import { type ClientRequest, request } from 'node:http'
import pg from 'pg'

export type BusyUsersSettings = {
  /** Event streams held open through the phase (GET /api/events), one session each. */
  streams: number
  /** Statement PDFs asked at once (GET /api/card/{id}/statement, in Japanese: the heaviest font). */
  statements: number
}

export type BusyUsersFigures = {
  /** Streams answered, by HTTP status. */
  streamAnswers: Record<string, number>
  /** Statements answered, by HTTP status (429: the statement queue or the owner's budget). */
  statementAnswers: Record<string, number>
  /** The slowest statement answer, ms (sending to the end of the body). */
  statementMaxMs: number
}

type Owner = { address: string; cookie: string; cardId: string }

/**
 * Signed-in owners of the seeded cards, written straight into the database (a session per stream: the per-session
 * budget is 3, the per-address 10): the bench measures what their streams and statements cost the decisions, not
 * the way to sign in.
 */
async function seedSessions(databaseUrl: string, count: number): Promise<Owner[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const cards = await client.query<{ address: string; card_id: string }>(
      `SELECT DISTINCT ON (owner_address) owner_address AS address, id AS card_id FROM cards
       WHERE issuer_card_id IS NOT NULL ORDER BY owner_address, id`,
    )
    const owners: Owner[] = []
    for (let i = 0; i < count; i++) {
      const card = cards.rows[i % cards.rows.length]!
      const token = randomBytes(32).toString('base64url')
      await client.query(
        `INSERT INTO sessions (id, address, created_at, expires_at, last_seen_at)
         VALUES ($1, $2, now(), now() + interval '1 day', now())`,
        [createHash('sha256').update(token).digest('hex'), card.address],
      )
      owners.push({ address: card.address, cookie: `chaincard_session=${token}`, cardId: card.card_id })
    }
    return owners
  } finally {
    await client.end()
  }
}

const count = (answers: Record<string, number>, status: number | string) => {
  answers[String(status)] = (answers[String(status)] ?? 0) + 1
}

/**
 * Starts `settings.streams` open event streams and `settings.statements` statement renders against `origin`, as
 * many signed-in owners do beside the card network's authorizations. `stop()` closes the streams and waits for the
 * statements: what each was answered.
 */
export async function startBusyUsers(databaseUrl: string, origin: string, settings: BusyUsersSettings) {
  const owners = await seedSessions(databaseUrl, Math.max(settings.streams, settings.statements))
  const url = new URL(origin)
  const streamAnswers: Record<string, number> = {}
  const opened: ClientRequest[] = []
  await Promise.all(
    owners.slice(0, settings.streams).map(
      (owner) =>
        new Promise<void>((resolve) => {
          const req = request(
            {
              host: url.hostname,
              port: url.port,
              path: '/api/events',
              agent: false,
              headers: { accept: 'text/event-stream', cookie: owner.cookie },
            },
            (res) => {
              count(streamAnswers, res.statusCode ?? 0)
              res.on('data', () => {})
              res.on('error', () => {})
              resolve()
            },
          )
          req.on('error', () => {
            count(streamAnswers, 0)
            resolve()
          })
          req.end()
          opened.push(req)
        }),
    ),
  )
  const statementAnswers: Record<string, number> = {}
  let statementMaxMs = 0
  const month = new Date().toISOString().slice(0, 7)
  const statements = Promise.all(
    owners.slice(0, settings.statements).map(async (owner) => {
      const started = performance.now()
      try {
        // Its own connection (as each owner's browser has), not the pool the card network's requests use here.
        const status = await new Promise<number>((resolve, reject) => {
          const req = request(
            {
              host: url.hostname,
              port: url.port,
              path: `/api/card/${owner.cardId}/statement?month=${month}&lang=ja`,
              agent: false,
              headers: { cookie: owner.cookie, 'x-payer': owner.address },
            },
            (res) => {
              res.on('data', () => {})
              res.on('end', () => resolve(res.statusCode ?? 0))
              res.on('error', reject)
            },
          )
          req.on('error', reject)
          req.end()
        })
        count(statementAnswers, status)
      } catch {
        count(statementAnswers, 0)
      }
      statementMaxMs = Math.max(statementMaxMs, performance.now() - started)
    }),
  )
  return {
    async stop(): Promise<BusyUsersFigures> {
      await statements
      for (const req of opened) req.destroy()
      return { streamAnswers, statementAnswers, statementMaxMs: Math.round(statementMaxMs) }
    },
  }
}
