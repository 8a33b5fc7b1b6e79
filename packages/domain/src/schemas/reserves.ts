// Proof of reserves (API.md "Proof of reserves"): the latest snapshot with what is held where against what is
// owed, the signed-in owner's proof of inclusion, and an operator's snapshot taken now.
import { z } from 'zod'
import { Address, ChainId, HexData, Id, IsoDateTime, UsdAmount } from './common'

/** 64 lowercase hex characters, no 0x: a SHA-256 digest or a nonce of the tree. */
const Hex32 = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex characters')
/** An unsigned 64-bit value of the tree, in micro-USD. */
const U64 = z.string().regex(/^(?:0|[1-9]\d{0,19})$/, 'must be a decimal unsigned 64-bit integer')
/** A non-negative decimal ratio (reserves over liabilities); null when nothing is owed. */
const Ratio = z.string().regex(/^\d+\.\d{4}$/, 'must be a decimal with 4 places')

export const ReservesSnapshot = z.object({
  id: Id,
  takenAt: IsoDateTime,
  root: Hex32,
  totalMicro: U64,
  total: UsdAmount,
  leafCount: z.int().nonnegative(),
  /** The block each chain's reserves were read at, by chain id. */
  blocks: z.record(z.string().regex(/^[1-9]\d*$/), z.int().nonnegative()),
  signature: HexData,
  signer: Address,
})

export const ReservesHolding = z.object({
  chainId: ChainId,
  /** The token's symbol. */
  token: z.string().min(1).max(32),
  /** Token units (a decimal string, the token's own decimals) held by the receiving addresses at the snapshot's block. */
  amount: z.string().regex(/^\d{1,60}(\.\d{1,36})?$/, 'must be a decimal amount of the token'),
  /** How many receiving addresses were read. */
  addresses: z.int().nonnegative(),
})

export const ReservesIssuerBalance = z.object({
  amount: UsdAmount,
  /** Where the figure comes from (the issuer's own statement of the program's account). */
  source: z.string().min(1).max(200),
  at: IsoDateTime,
})

export const ReservesHistoryItem = z.object({
  id: Id,
  takenAt: IsoDateTime,
  /** Liabilities, USD. */
  total: UsdAmount,
  /** Reserves, USD. */
  reserves: UsdAmount,
  ratio: Ratio.nullable(),
})

/** `GET /api/reserves`. */
export const ReservesResponse = z.object({
  snapshot: ReservesSnapshot,
  reserves: z.array(ReservesHolding).max(1_000),
  issuerBalance: ReservesIssuerBalance.nullable(),
  liabilities: UsdAmount,
  negative: UsdAmount,
  ratio: Ratio.nullable(),
  history: z.array(ReservesHistoryItem).max(1_000),
})
export type ReservesResponse = z.infer<typeof ReservesResponse>

export const ReservesProofQuery = z.strictObject({ snapshot: Id })

const ReservesPathStepSchema = z.object({ side: z.enum(['left', 'right']), digest: Hex32, value: U64 })

/** `GET /api/reserves/proof`: the signed-in owner's leaves with their nonces and paths (none when owed nothing). */
export const ReservesProofResponse = z.object({
  snapshotId: Id,
  liability: U64,
  root: z.object({ digest: Hex32, value: U64 }),
  leaves: z
    .array(
      z.object({
        index: z.int().nonnegative(),
        value: U64,
        nonce: Hex32,
        path: z.array(ReservesPathStepSchema).max(64),
      }),
    )
    .max(2),
})
export type ReservesProofResponse = z.infer<typeof ReservesProofResponse>

/** `POST /api/admin/reserves/snapshots`. */
export const ReservesSnapshotCreated = z.object({ id: Id })
