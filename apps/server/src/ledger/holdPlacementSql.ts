import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import { cards } from '../db/schema/cards'
import { cardHolds } from '../db/schema/ledger'

export type NewHold = { ref: string; cardId: string; amountMicro: bigint; at: Date }

/**
 * The SQL of a hold's placement as two entries of a WITH clause: `hold_placed` inserts the open hold unless
 * its ref exists, `hold_added` adds what was inserted to the card's held total. For `insertHold`, and for a
 * caller that writes the hold in one statement with its own rows (the inbound handler's approval); the
 * statement must not change the card's row otherwise.
 */
/** A hold's values, or placeholders in their place (a statement built once: `statementBuiltOnce`). */
type HoldValues = { [K in keyof NewHold]: NewHold[K] | Placeholder }

export function holdPlacementCtes(hold: HoldValues): SQL {
  return sql`hold_placed AS (
      INSERT INTO ${cardHolds} (ref, card_id, amount_micro, placed_micro, status, created_at)
      VALUES (${hold.ref}, ${hold.cardId}, ${hold.amountMicro}::bigint, ${hold.amountMicro}::bigint, 'open', ${hold.at})
      ON CONFLICT (ref) DO NOTHING
      RETURNING card_id, amount_micro
    ), hold_added AS (
      UPDATE ${cards} SET held_micro = ${cards.heldMicro} + hold_placed.amount_micro, updated_at = ${hold.at}
      FROM hold_placed WHERE ${cards.id} = hold_placed.card_id
      RETURNING ${cards.id}
    )`
}
