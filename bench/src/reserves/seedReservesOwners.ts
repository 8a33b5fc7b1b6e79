import pg from 'pg'

export type SeededOwners = {
  owners: number
  /** What the program owes them in all (micro-USD): the snapshot's root value must be this. */
  liabilitiesMicro: bigint
  /** What each of `proofOwners` is owed (micro-USD), by lowercase address. */
  proofOwners: Map<string, bigint>
  seconds: number
}

/**
 * `count` owners written straight into the server's database once it has migrated it, as the snapshot reads
 * them: a user and one card each (balance 0-1,000 USD; one card in 50 also a pending top-up, one in 50 below
 * zero), a reward record for one in 10. No ledger rows: a snapshot reads the cards' balances, never the
 * ledger, and the ledger's insert trigger would raise a million card events. The owners'
 * addresses and receiving addresses are spread over the address space (md5 of the row number), so the
 * `proofOwners` (real accounts the bench signs in as) stand among them in the tree's order. One
 * generate_series INSERT per table: what is measured is the snapshot, not the way there.
 */
export async function seedReservesOwners(
  databaseUrl: string,
  count: number,
  proofOwners: readonly string[],
): Promise<SeededOwners> {
  const started = performance.now()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN')
    await client.query(
      `CREATE TEMP TABLE bench_owners ON COMMIT DROP AS
       SELECT g, '0x' || substr(md5('owner' || g) || md5('owner+' || g), 1, 40) AS address
       FROM generate_series(1, $1::int) AS g`,
      [count - proofOwners.length],
    )
    await client.query(
      `INSERT INTO bench_owners (g, address)
       SELECT $1::int + o, lower(a) FROM unnest($2::text[]) WITH ORDINALITY AS t(a, o)`,
      [count - proofOwners.length, proofOwners],
    )
    await client.query(
      `INSERT INTO users (address, state, active, created_at)
       SELECT address, 'normal', true, now() FROM bench_owners`,
    )
    await client.query(
      `INSERT INTO cards (id, owner_address, product_id, program, status, expires_at, balance_micro, pending_micro,
         deposit_address, order_currency, issuer_card_id, pan_last4, issued_at, image_viewed_at, created_at, updated_at)
       SELECT gen_random_uuid()::text, address, 'classic', 'classic', 'active', now() + interval '1 year',
         CASE WHEN g % 50 = 7 THEN -(g % 5000000)::bigint ELSE (g::bigint * 7919) % 1000000000 END,
         CASE WHEN g % 50 = 3 THEN 25000000 ELSE 0 END,
         '0x' || substr(md5('deposit' || g) || md5('deposit+' || g), 1, 40), 'usdt', 'bench-' || g,
         '4242', now(), now(), now(), now()
       FROM bench_owners`,
    )
    await client.query(
      `INSERT INTO reward_records (address, type, amount_micro, ref, created_at)
       SELECT address, 'adjustment', 1000000 + g % 9000000, 'bench-reward:' || g, now()
       FROM bench_owners WHERE g % 10 = 1`,
    )
    await client.query('COMMIT')
    await client.query('ANALYZE users, cards, reward_records')
    const owed = await client.query<{ owner: string; owed: string }>(
      `SELECT u.address AS owner,
         (coalesce((SELECT sum(greatest(c.balance_micro + c.pending_micro, 0)) FROM cards c
                    WHERE c.owner_address = u.address), 0)
          + greatest(coalesce((SELECT sum(r.amount_micro) FROM reward_records r WHERE r.address = u.address), 0), 0))::text AS owed
       FROM users u WHERE u.address = ANY($1::text[])`,
      [proofOwners.map((a) => a.toLowerCase())],
    )
    const [total] = (
      await client.query<{ total: string }>(
        `SELECT ((SELECT coalesce(sum(greatest(balance_micro + pending_micro, 0)), 0) FROM cards)
           + (SELECT coalesce(sum(s), 0) FROM (SELECT greatest(sum(amount_micro), 0) AS s FROM reward_records
              GROUP BY address) r))::text AS total`,
      )
    ).rows
    return {
      owners: count,
      liabilitiesMicro: BigInt(total?.total ?? '0'),
      proofOwners: new Map(owed.rows.map((row) => [row.owner, BigInt(row.owed)])),
      seconds: (performance.now() - started) / 1000,
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}
