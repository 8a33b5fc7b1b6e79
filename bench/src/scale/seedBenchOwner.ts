import pg from 'pg'

export type BenchOwnerCards = {
  /** A card with `historyRows` history rows, all in the current UTC month (the statement's month). */
  longCardId: string
  /** A card with 100 purchases (the API section's history card). */
  cardId: string
  /** Every card of the owner (10). */
  cardIds: string[]
}

/**
 * The signed-in owner the measured routes are asked for, written straight into the database: active, 10 cards;
 * one with 100 cleared purchases (as the API section's history card), one with `historyRows` history rows this
 * month (a top-up of 100.00 USD every 50th row, cleared purchases of 0.01-2.00 USD between), the others with
 * 2 purchases each. Triggers on (the rows are few): each write keeps the card's sums per day as the server's
 * own writes do.
 */
export async function seedBenchOwner(
  databaseUrl: string,
  owner: string,
  historyRows: number,
): Promise<BenchOwnerCards> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const address = owner.toLowerCase()
  const cardIds = Array.from(
    { length: 10 },
    (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  )
  const rows = [historyRows, 100, ...Array.from({ length: 8 }, () => 2)]
  try {
    await client.query('BEGIN')
    await client.query(`UPDATE users SET active = true, state = 'normal' WHERE address = $1`, [address])
    // An activated owner has a code of their own: without one `/user/invitation` refuses (`invalid_action`: not activated),
    // and the route's load would time a refusal.
    await client.query(
      `INSERT INTO invitation_codes (code, owner_address, uses_limit, uses_count, created_at)
       VALUES ('SCALEBENCH', $1, 5, 1, now() - interval '40 days') ON CONFLICT DO NOTHING`,
      [address],
    )
    for (const [i, id] of cardIds.entries()) {
      const count = rows[i]!
      const topups = Math.ceil(count / 50)
      await client.query(
        `INSERT INTO cards (id, owner_address, product_id, program, status, expires_at, balance_micro, pending_micro,
           deposit_address, order_currency, issuer_card_id, pan_last4, issued_at, image_viewed_at, created_at, updated_at)
         VALUES ($1, $2, 'classic', 'classic', 'active', now() + interval '2 years', 0, 0,
           '0x' || substr(md5('bench-owner-deposit' || $1) || md5('bench-owner-deposit+' || $1), 1, 40), 'usdt',
           'bench-owner-' || $3, '4242', now() - interval '40 days', now() - interval '40 days',
           now() - interval '40 days', now())`,
        [id, address, i],
      )
      // Rows spread over this month up to now: row n at month start + n/count of the month so far.
      const at = (n: string) =>
        `date_trunc('month', now()) + (now() - date_trunc('month', now())) * (${n})::float8 / ${count + 1}`
      await client.query(
        `INSERT INTO card_ledger (card_id, kind, pending_delta, balance_delta, ref, created_at)
         SELECT $1, 'topup_credit', 100000000, 0, 'bench-owner:' || $1 || ':' || t, ${at('t * 50')} FROM generate_series(0, $2::int - 1) AS t`,
        [id, topups],
      )
      await client.query(
        `INSERT INTO card_credits (ref, card_id, amount_micro, settled_micro, reversed_micro, final_at, created_at)
         SELECT 'bench-owner:' || $1 || ':' || t, $1, 100000000, 0, 0, ${at('t * 50')}, ${at('t * 50')}
         FROM generate_series(0, $2::int - 1) AS t`,
        [id, topups],
      )
      // Settled as the settlement job does: a settlement row, the credit's settled part, the card's balance.
      await client.query(
        `INSERT INTO card_ledger (card_id, kind, pending_delta, balance_delta, ref, created_at)
         SELECT $1, 'settlement', -100000000, 100000000, 'bench-owner:' || $1 || ':' || t || ':settle', ${at('t * 50 + 0.5')}
         FROM generate_series(0, $2::int - 1) AS t`,
        [id, topups],
      )
      await client.query(
        `UPDATE card_credits SET settled_micro = amount_micro WHERE card_id = $1 AND ref LIKE 'bench-owner:%'`,
        [id],
      )
      await client.query(
        `INSERT INTO card_authorizations (id, issuer, issuer_token, card_id, status, amount_micro, captured_micro,
           currency, merchant_name, origin, created_at, updated_at)
         SELECT md5('bench-owner-auth' || $1 || ':' || n)::uuid::text, 'lithic', 'bench-owner-' || $1 || '-' || n, $1,
           'captured', (1 + (n * 7919) % 200) * 10000, (1 + (n * 7919) % 200) * 10000, 'USD', 'Shop ' || n % 97, 'asa',
           ${at('n')}, now()
         FROM generate_series(1, $2::int) AS n WHERE n % 50 <> 0`,
        [id, count],
      )
      await client.query(
        `INSERT INTO card_ledger (card_id, kind, pending_delta, balance_delta, ref, meta, created_at)
         SELECT $1, 'purchase', 0, -a.captured_micro, 'auth:' || a.id || ':capture',
           jsonb_build_object('authorizationId', a.id), a.created_at
         FROM card_authorizations a WHERE a.card_id = $1`,
        [id],
      )
      await client.query(
        `UPDATE cards SET balance_micro = (SELECT sum(balance_delta) FROM card_ledger WHERE card_id = $1) WHERE id = $1`,
        [id],
      )
    }
    await client.query('COMMIT')
    return { longCardId: cardIds[0]!, cardId: cardIds[1]!, cardIds }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}
