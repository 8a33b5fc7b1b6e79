import { sql } from 'drizzle-orm'
import type { Address } from 'viem'
import type { Db } from '../../apps/server/src/db'

/** Registers one active card per receiving address (deposit index = first + i), in batches. */
export async function insertCards(db: Db, addresses: readonly Address[], firstIndex: number): Promise<void> {
  const owner = '0x00000000000000000000000000000000000000b1'
  await db.execute(
    sql`INSERT INTO users (address, state, active, created_at) VALUES (${owner}, 'normal', true, now())`,
  )
  for (let start = 0; start < addresses.length; start += 500) {
    const rows = addresses.slice(start, start + 500).map(
      (address, i) =>
        sql`(${`00000000-0000-4000-8000-${String(start + i).padStart(12, '0')}`}, ${owner}, 'classic', 'classic', 'active',
          null, ${firstIndex + start + i}, ${address.toLowerCase()}, 'usdt', now(), now())`,
    )
    await db.execute(sql`INSERT INTO cards (id, owner_address, product_id, program, status, balance_upper_micro,
      deposit_index, deposit_address, order_currency, created_at, updated_at) VALUES ${sql.join(rows, sql`, `)}`)
  }
}
