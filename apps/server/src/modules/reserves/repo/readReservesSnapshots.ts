import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'

type StoredReserve = {
  chainId: number
  token: string
  decimals: number
  amount: string
  addresses: number
}

export type StoredSnapshot = {
  id: string
  takenAt: Date
  rootDigest: Uint8Array
  totalMicro: bigint
  leafCount: number
  blocks: Record<string, number>
  reserves: StoredReserve[]
  reservesMicro: bigint
  issuerBalance: { amountMicro: bigint; source: string; at: Date } | null
  negativeMicro: bigint
  signature: string
  signer: string
}

type Row = {
  id: string
  taken_at: string | Date
  root_digest: Uint8Array
  total_micro: string
  leaf_count: number
  blocks: Record<string, number> | string
  reserves: StoredReserve[] | string
  reserves_micro: string
  issuer_balance_micro: string | null
  issuer_balance_source: string | null
  issuer_balance_at: string | Date | null
  negative_micro: string
  signature: string
  signer: string
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value)

/** The newest snapshots first, at most `limit` (the secret is never read here: nothing served needs it). */
export async function readReservesSnapshots(db: Executor, limit: number): Promise<StoredSnapshot[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT id, taken_at, root_digest, total_micro::text, leaf_count, blocks, reserves, reserves_micro::text,
        issuer_balance_micro::text, issuer_balance_source, issuer_balance_at, negative_micro::text, signature, signer
      FROM reserves_snapshots ORDER BY taken_at DESC, seq DESC LIMIT ${limit}
    `),
  )
  return rows.map((row) => ({
    id: row.id,
    takenAt: new Date(row.taken_at),
    rootDigest: new Uint8Array(row.root_digest),
    totalMicro: BigInt(row.total_micro),
    leafCount: row.leaf_count,
    blocks: json(row.blocks),
    reserves: json(row.reserves),
    reservesMicro: BigInt(row.reserves_micro),
    issuerBalance:
      row.issuer_balance_micro === null
        ? null
        : {
            amountMicro: BigInt(row.issuer_balance_micro),
            source: row.issuer_balance_source ?? '',
            at: new Date(row.issuer_balance_at ?? row.taken_at),
          },
    negativeMicro: BigInt(row.negative_micro),
    signature: row.signature,
    signer: row.signer,
  }))
}
