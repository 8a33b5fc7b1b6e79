import pg from 'pg'

/** What one card of the program's bulk is made of: its history rows and the ledger rows behind them. */
const SCALE_CARD_SHAPE = {
  /** Top-ups of 100.00 USD, each a `topup_credit` and a `settlement` ledger row and a settled credit. */
  topups: 4,
  /** Cleared purchases of 0.01-20.00 USD, each an authorization and a `purchase` ledger row. */
  purchases: 12,
} as const
/** Ledger rows per card: two per top-up, one per purchase. */
export const LEDGER_ROWS_PER_CARD = 2 * SCALE_CARD_SHAPE.topups + SCALE_CARD_SHAPE.purchases

export type ScaleSeedBatch = { from: number; to: number; seconds: number; ledgerRows: number }

/**
 * Cards `from`..`to` (1-based, inclusive) of the program's bulk, written straight into the server's database
 * (migrated): two cards an owner, each card active with a Lithic token `scale-<n>`, 4 top-ups and 12 cleared
 * purchases over the past year (`SCALE_CARD_SHAPE`: 20 ledger rows and 16 history rows a card), its balance
 * what they leave, and its sums per day for the history (migration 0069) as the triggers would have kept them.
 * Generated inside PostgreSQL (`INSERT ... SELECT` over generate_series: the rows never cross the wire) in one
 * transaction per batch, with the row triggers off for the session (`session_replication_role = replica`: the
 * ledger's would raise a card event per row, the history's would add each row to its day one at a time); the
 * day sums are then written in one statement per batch.
 */
export async function seedScaleCards(databaseUrl: string, from: number, to: number): Promise<ScaleSeedBatch> {
  const started = performance.now()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const { topups, purchases } = SCALE_CARD_SHAPE
  try {
    await client.query('BEGIN')
    await client.query("SET LOCAL session_replication_role = 'replica'")
    await client.query(
      `CREATE TEMP TABLE scale_batch ON COMMIT DROP AS
       SELECT g, md5('scale-card' || g)::uuid::text AS id,
         '0x' || substr(md5('scale-owner' || ((g + 1) / 2)) || md5('scale-owner+' || ((g + 1) / 2)), 1, 40) AS owner
       FROM generate_series($1::int, $2::int) AS g`,
      [from, to],
    )
    // Odd cards bring their owner (two cards an owner).
    await client.query(
      `INSERT INTO users (address, state, active, created_at)
       SELECT owner, 'normal', true, now() - interval '400 days' FROM scale_batch WHERE g % 2 = 1
       ON CONFLICT DO NOTHING`,
    )
    // purchase j of card g: 0.01-20.00 USD; top-ups 100.00 each, so the balance is 400.00 less the purchases.
    const purchaseMicro = '((1 + ((b.g::bigint * 7919 + j * 104729) % 2000)) * 10000)'
    await client.query(
      `INSERT INTO cards (id, owner_address, product_id, program, status, expires_at, balance_micro, pending_micro,
         deposit_address, order_currency, issuer_card_id, pan_last4, issued_at, image_viewed_at, created_at, updated_at)
       SELECT b.id, b.owner, 'classic', 'classic', 'active', now() + interval '2 years',
         ${topups}::bigint * 100000000 - (SELECT sum(${purchaseMicro}) FROM generate_series(1, ${purchases}) AS j),
         0, '0x' || substr(md5('scale-deposit' || b.g) || md5('scale-deposit+' || b.g), 1, 40), 'usdt',
         'scale-' || b.g, '4242', now() - interval '366 days', now() - interval '366 days',
         now() - interval '366 days', now()
       FROM scale_batch b`,
    )
    // Each card's rows over the past year, at times of its own (the day of the year from its number).
    await client.query(
      `INSERT INTO card_ledger (card_id, kind, pending_delta, balance_delta, ref, meta, created_at)
       SELECT b.id, k.kind, k.pending, k.balance, 'scale:' || b.g || ':t' || j || ':' || k.kind, NULL,
         now() - make_interval(days => 360 - j * 80, secs => (b.g % 86400) + k.later)
       FROM scale_batch b, generate_series(1, ${topups}) AS j,
         LATERAL (VALUES ('topup_credit', 100000000::bigint, 0::bigint, 0),
                         ('settlement', -100000000::bigint, 100000000::bigint, -3600)) AS k(kind, pending, balance, later)`,
    )
    await client.query(
      `INSERT INTO card_credits (ref, card_id, amount_micro, settled_micro, history_settled_micro, reversed_micro,
         final_at, created_at)
       SELECT 'scale:' || b.g || ':t' || j || ':topup_credit', b.id, 100000000, 100000000, 100000000, 0,
         now() - make_interval(days => 360 - j * 80), now() - make_interval(days => 360 - j * 80, secs => b.g % 86400)
       FROM scale_batch b, generate_series(1, ${topups}) AS j`,
    )
    await client.query(
      `INSERT INTO card_authorizations (id, issuer, issuer_token, card_id, status, amount_micro, captured_micro,
         history_change_micro, currency, merchant_name, origin, created_at, updated_at)
       SELECT md5('scale-auth' || b.g || ':' || j)::uuid::text, 'lithic', 'scale-auth-' || b.g || '-' || j, b.id,
         'captured', ${purchaseMicro}, ${purchaseMicro}, -${purchaseMicro}, 'USD', 'Shop ' || (j * 37 + b.g) % 997, 'asa',
         now() - make_interval(days => 330 - j * 27, secs => (b.g * 13) % 86400),
         now() - make_interval(days => 329 - j * 27)
       FROM scale_batch b, generate_series(1, ${purchases}) AS j`,
    )
    await client.query(
      `INSERT INTO card_ledger (card_id, kind, pending_delta, balance_delta, ref, meta, created_at)
       SELECT b.id, 'purchase', 0, -${purchaseMicro}, 'auth:' || md5('scale-auth' || b.g || ':' || j)::uuid::text || ':capture',
         jsonb_build_object('authorizationId', md5('scale-auth' || b.g || ':' || j)::uuid::text),
         now() - make_interval(days => 329 - j * 27)
       FROM scale_batch b, generate_series(1, ${purchases}) AS j`,
    )
    // From the same expressions as the rows (now() is the transaction's start in every statement), not by
    // reading the tables back: a join of the batch with tables of millions of rows grows with each batch.
    await client.query(
      `INSERT INTO card_history_days (card_id, day, change_micro)
       SELECT id, day, sum(change) FROM (
         SELECT b.id, card_history_day(now() - make_interval(days => 330 - j * 27, secs => (b.g * 13) % 86400)) AS day,
           -${purchaseMicro} AS change
         FROM scale_batch b, generate_series(1, ${purchases}) AS j
         UNION ALL
         SELECT b.id, card_history_day(now() - make_interval(days => 360 - j * 80, secs => b.g % 86400)), 100000000
         FROM scale_batch b, generate_series(1, ${topups}) AS j
       ) AS changes GROUP BY id, day`,
    )
    await client.query('COMMIT')
    return {
      from,
      to,
      seconds: (performance.now() - started) / 1000,
      ledgerRows: (to - from + 1) * LEDGER_ROWS_PER_CARD,
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}

/** ANALYZE of the tables the measured routes read, after a seed (the planner's figures for the new sizes). */
export async function analyzeScaleTables(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      'ANALYZE users, cards, card_ledger, card_credits, card_authorizations, card_history_days, card_holds',
    )
  } finally {
    await client.end()
  }
}
