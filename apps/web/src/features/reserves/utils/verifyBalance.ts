import {
  type ReservesCheck,
  type ReservesProof,
  reservesSignedText,
  verifyReservesProof,
} from '@chaincard/domain'
import { isAddressEqual, verifyMessage } from 'viem'
import type { ReservesSnapshot } from '../api/reservesTypes'

/** What "Verify my balance" checks, in the order it says them; each has a sentence under `reserves.check.`. */
const BALANCE_CHECKS = [
  'signature',
  'signer',
  'snapshot',
  'shape',
  'leaves',
  'hashes',
  'root_digest',
  'root_value',
  'liability',
] as const
type BalanceCheck = (typeof BALANCE_CHECKS)[number]

export type CheckStatus = 'passed' | 'failed' | 'not_checked'

export type BalanceVerification = {
  checks: { check: BalanceCheck; status: CheckStatus }[]
  /** `not_in_snapshot`: every check held, and the proof has no leaves (the program owed the owner nothing). */
  outcome: 'verified' | 'not_in_snapshot' | 'not_verified'
  /** The first check that failed. */
  failed: BalanceCheck | null
  /** What the leaves add up to, micro-USD, once the proof held. */
  liability: bigint | null
}

/** The proof's own checks, in the order `verifyReservesProof` makes them. */
const PROOF_CHECKS = ['shape', 'leaves', 'hashes', 'root_digest', 'root_value', 'liability'] as const

const PROOF_CHECK_OF: Record<ReservesCheck, (typeof PROOF_CHECKS)[number]> = {
  malformed: 'shape',
  leaf_count: 'leaves',
  leaf_index: 'leaves',
  leaf_digest: 'hashes',
  path_node: 'hashes',
  value_overflow: 'hashes',
  root_digest: 'root_digest',
  root_value: 'root_value',
  liability: 'liability',
}

const DECIMAL = /^(0|[1-9][0-9]*)$/

/**
 * Checks an owner's proof in the browser: the snapshot's signature recovers to its signer, that signer is the
 * key the app's config publishes, the proof is for this snapshot, and the proof itself from the hashes up
 * against the signed root digest and total (`verifyReservesProof`, written from the spec, not the builder).
 */
export async function verifyBalance(parameters: {
  proof: ReservesProof
  snapshot: ReservesSnapshot
  reservesSigner: string | null
}): Promise<BalanceVerification> {
  const { proof, snapshot, reservesSigner } = parameters
  // The proof is whatever the server sent: read it as possibly anything, as the verifier does.
  const sent = proof as Partial<ReservesProof> | null
  const status = (held: boolean): CheckStatus => (held ? 'passed' : 'failed')
  // A total that is no integer fails the proof's range check rather than throwing here.
  const total = DECIMAL.test(snapshot.totalMicro) ? BigInt(snapshot.totalMicro) : -1n
  const result = verifyReservesProof(proof, { digest: snapshot.root, value: total })
  const failedAt = result.verified ? PROOF_CHECKS.length : PROOF_CHECKS.indexOf(PROOF_CHECK_OF[result.failed])
  const checks: BalanceVerification['checks'] = [
    { check: 'signature', status: status(await signatureHolds(snapshot, total)) },
    { check: 'signer', status: status(isPublishedSigner(snapshot.signer, reservesSigner)) },
    { check: 'snapshot', status: status(sent?.snapshotId === snapshot.id) },
    ...PROOF_CHECKS.map((check, i) => ({
      check,
      status:
        i < failedAt ? ('passed' as const) : i === failedAt ? ('failed' as const) : ('not_checked' as const),
    })),
  ]
  const failed = checks.find((c) => c.status === 'failed')?.check ?? null
  const noLeaves = Array.isArray(sent?.leaves) && sent.leaves.length === 0
  return {
    checks,
    outcome: failed ? 'not_verified' : noLeaves ? 'not_in_snapshot' : 'verified',
    failed,
    liability: result.verified ? result.liability : null,
  }
}

/** EIP-191 over the snapshot's signed text; anything malformed (text, signature, address) does not hold. */
async function signatureHolds(snapshot: ReservesSnapshot, total: bigint): Promise<boolean> {
  try {
    const message = reservesSignedText(snapshot.id, snapshot.root, total)
    return await verifyMessage({ address: snapshot.signer, message, signature: snapshot.signature })
  } catch {
    return false
  }
}

function isPublishedSigner(signer: string, published: string | null): boolean {
  if (!published) return false
  try {
    return isAddressEqual(signer as `0x${string}`, published as `0x${string}`)
  } catch {
    return false
  }
}
