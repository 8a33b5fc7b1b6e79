import { randomUUID } from 'node:crypto'
import pg from 'pg'

export type SeededCards = { tokens: string[]; balanceMicro: bigint }

/**
 * `count` active cards with a Lithic card token and `balanceMicro` each (a ledger settlement row and the card's
 * balance, as settlement leaves them), written straight into the server's database once it has migrated it:
 * the benchmark measures decisions, not the way there. Ten cards per owner.
 */
export async function seedIssuerCards(
  databaseUrl: string,
  count: number,
  balanceMicro: bigint,
): Promise<SeededCards> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const tokens = Array.from({ length: count }, () => randomUUID())
    await client.query('BEGIN')
    await client.query(
      `INSERT INTO users (address, state, active, created_at)
       SELECT '0x' || lpad(to_hex(9000000 + g), 40, '0'), 'normal', true, now()
       FROM generate_series(0, $1::int - 1) AS g`,
      [Math.ceil(count / 10)],
    )
    await client.query(
      `INSERT INTO cards (id, owner_address, product_id, program, status, expires_at, balance_micro,
         deposit_address, order_currency, issuer_card_id, pan_last4, issued_at, image_viewed_at, created_at, updated_at)
       SELECT gen_random_uuid()::text, '0x' || lpad(to_hex(9000000 + (g - 1) / 10), 40, '0'), 'classic', 'classic', 'active',
         now() + interval '1 year', $2::bigint, '0x' || lpad(to_hex(8000000 + g), 40, '0'), 'usdt', t.token,
         '4242', now(), now(), now(), now()
       FROM unnest($1::text[]) WITH ORDINALITY AS t(token, g)`,
      [tokens, balanceMicro.toString()],
    )
    await client.query(
      `INSERT INTO card_ledger (card_id, kind, pending_delta, balance_delta, ref, created_at)
       SELECT id, 'settlement', 0, balance_micro, 'bench-seed:' || id, now() FROM cards WHERE issuer_card_id = ANY($1::text[])`,
      [tokens],
    )
    await client.query('COMMIT')
    // Statistics as a database in service has them (autovacuum would take them within a minute or so): the
    // decisions are measured on the plans a running program gets, not on those of freshly loaded tables.
    await client.query('ANALYZE')
    return { tokens, balanceMicro }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}

export type CardBooks = { token: string; balanceMicro: bigint; heldMicro: bigint; openHolds: bigint }

/** Each seeded card's balance, held total and the sum of its open holds, after the load. */
export async function readCardBooks(databaseUrl: string, tokens: string[]): Promise<CardBooks[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const result = await client.query<{ token: string; balance: string; held: string; open: string }>(
      `SELECT c.issuer_card_id AS token, c.balance_micro::text AS balance, c.held_micro::text AS held,
         (SELECT coalesce(sum(h.amount_micro), 0)::text FROM card_holds h WHERE h.card_id = c.id AND h.status = 'open') AS open
       FROM cards c WHERE c.issuer_card_id = ANY($1::text[])`,
      [tokens],
    )
    return result.rows.map((row) => ({
      token: row.token,
      balanceMicro: BigInt(row.balance),
      heldMicro: BigInt(row.held),
      openHolds: BigInt(row.open),
    }))
  } finally {
    await client.end()
  }
}

/**
 * The owner's controls on each of these cards, as `PUT /api/card/{id}/controls` stores them: daily 6.00 and
 * monthly 50.00 USD limits, gambling and adult blocked, USA and Germany only, online purchases off (the bench's
 * requests are in a shop in the USA, so the daily limit is what declines some).
 */
export async function seedCardControls(databaseUrl: string, tokens: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      `INSERT INTO card_controls (card_id, daily_micro, monthly_micro, blocked_categories, online, in_store, atm,
         countries, merchant_lock, updated_at)
       SELECT id, 6000000, 50000000, ARRAY['gambling', 'adult'], false, true, false, ARRAY['USA', 'DEU'], 'off', now()
       FROM cards WHERE issuer_card_id = ANY($1::text[])`,
      [tokens],
    )
  } finally {
    await client.end()
  }
}
