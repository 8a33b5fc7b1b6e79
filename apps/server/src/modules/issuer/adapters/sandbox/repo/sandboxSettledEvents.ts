import { sql } from 'drizzle-orm'
import type { Executor } from '../../../../../db'
import { rowsOf } from '../../../../../db/rowsOf'

export type SandboxSettledEvent = {
  eventId: string
  kind: 'clearing' | 'return' | 'return_reversal' | 'correction'
  cardId: string | null
  transactionToken: string | null
  /** The event's amount as the sandbox network sent it (a magnitude), and a correction's direction. */
  amountMicro: bigint
  direction: string | null
}

/**
 * The money events the sandbox network sent and the gateway applied in `[begin, end)`, as `issuer_events`
 * recorded them when they came in (the event's own payload, not the ledger row it led to), oldest first.
 */
export async function sandboxSettledEvents(
  tx: Executor,
  window: { begin: Date; end: Date },
): Promise<SandboxSettledEvent[]> {
  const result = await tx.execute(sql`SELECT event_id, kind, card_id, transaction_token,
      payload->>'amountMicro' AS amount, payload->>'direction' AS direction
    FROM issuer_events
    WHERE issuer = 'sandbox' AND status = 'applied'
      AND kind IN ('clearing', 'return', 'return_reversal', 'correction')
      AND applied_at >= ${window.begin.toISOString()} AND applied_at < ${window.end.toISOString()}
    ORDER BY seq`)
  return rowsOf<{
    event_id: string
    kind: SandboxSettledEvent['kind']
    card_id: string | null
    transaction_token: string | null
    amount: string | null
    direction: string | null
  }>(result).map((row) => ({
    eventId: row.event_id,
    kind: row.kind,
    cardId: row.card_id,
    transactionToken: row.transaction_token,
    amountMicro: BigInt(row.amount ?? '0'),
    direction: row.direction,
  }))
}
