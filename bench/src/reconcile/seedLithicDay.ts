import pg from 'pg'
import { DIFFER_AT, DIFFER_EVERY, LOST_EVERY, type ScriptedDay, tokenPrefix } from './scriptLithicDay'

/**
 * A scripted day (`scriptLithicDay.ts`, the same formulas in SQL) in the server's database as the webhooks left
 * it, every transaction but the lost ones (one in `LOST_EVERY`): its three events claimed in `issuer_events`
 * (the authorization's advice, the clearing, the settled state: a delivery applied them), its authorization
 * captured, the clearing's `purchase` ledger row (`clearing:lithic:<event token>`, as `applyClearing` writes it),
 * the history's consumption line, and the card's balance less what cleared. The differing ones (one in
 * `DIFFER_EVERY`) were booked 0.01 USD short. Generated inside PostgreSQL in one transaction, row triggers off
 * (as `seedScaleCards`: the ledger's would raise a card event per row); the cards must be seeded.
 */
export async function seedLithicDay(databaseUrl: string, script: ScriptedDay): Promise<{ seconds: number }> {
  const started = performance.now()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN')
    await client.query("SET LOCAL session_replication_role = 'replica'")
    await client.query(
      `CREATE TEMP TABLE day_tx ON COMMIT DROP AS
       SELECT g, md5(s)::uuid::text AS token, md5(s || ':authorization')::uuid::text AS authorization_event,
         md5(s || ':clearing')::uuid::text AS clearing_event, md5(s || ':ours')::uuid::text AS authorization_id,
         c.id AS card_id, (50 + (g::bigint * 7919) % 2000) * 10000 AS amount_micro,
         (50 + (g::bigint * 7919) % 2000 - CASE WHEN g % $4 = $5 THEN 1 ELSE 0 END) * 10000 AS booked_micro,
         $1::date::timestamptz + (g::bigint * 86400000 / $2) * interval '1 millisecond' AS created
       FROM generate_series(0, $2 - 1) AS g
       CROSS JOIN LATERAL (SELECT $7::text || g AS s) AS seed
       JOIN cards c ON c.issuer_card_id = 'scale-' || (1 + g % $3)
       WHERE g % $6 <> 0`,
      [
        script.day,
        script.transactions,
        script.cards,
        DIFFER_EVERY,
        DIFFER_AT,
        LOST_EVERY,
        tokenPrefix(script.day),
      ],
    )
    await client.query(
      `INSERT INTO card_authorizations (id, issuer, issuer_token, card_id, status, amount_micro, captured_micro,
         history_change_micro, currency, merchant_name, origin, issuer_version, created_at, updated_at)
       SELECT authorization_id, 'lithic', token, card_id, 'captured', amount_micro, booked_micro, -booked_micro,
         'USD', 'COFFEE SHOP', 'asa', 2, created, created + interval '1 second'
       FROM day_tx`,
    )
    await client.query(
      `INSERT INTO card_ledger (card_id, kind, pending_delta, balance_delta, ref, meta, created_at)
       SELECT card_id, 'purchase', 0, -booked_micro, 'clearing:lithic:' || clearing_event,
         jsonb_build_object('holdRef', 'auth:' || authorization_id, 'description', 'COFFEE SHOP',
           'authorizationId', authorization_id),
         created + interval '1 second'
       FROM day_tx`,
    )
    await client.query(
      `INSERT INTO card_transactions (id, card_id, authorization_id, type, amount_micro, currency, description, created_at)
       SELECT md5('bench-lithic-line:' || token)::uuid::text, card_id, authorization_id, 'consumption', booked_micro,
         'USD', 'COFFEE SHOP', created + interval '1 second'
       FROM day_tx`,
    )
    await client.query(
      `INSERT INTO issuer_events (issuer, event_id, kind, card_id, transaction_token, status, payload, result,
         received_at, applied_at)
       SELECT 'lithic', e.event_id, e.kind, card_id, token, 'applied', '{}'::jsonb, '{}'::jsonb, e.at, e.at
       FROM day_tx, LATERAL (VALUES (authorization_event, 'authorization_advice', created),
                                    (clearing_event, 'clearing', created + interval '1 second'),
                                    (token || ':state:2', 'transaction_state', created + interval '1 second'))
         AS e(event_id, kind, at)`,
    )
    await client.query(
      `UPDATE cards SET balance_micro = balance_micro - spent.micro
       FROM (SELECT card_id, sum(booked_micro) AS micro FROM day_tx GROUP BY card_id) AS spent
       WHERE cards.id = spent.card_id`,
    )
    await client.query('COMMIT')
    await client.query('ANALYZE card_authorizations, card_ledger, card_transactions, issuer_events')
    return { seconds: (performance.now() - started) / 1000 }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}
