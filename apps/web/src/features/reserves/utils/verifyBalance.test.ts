import type { ReservesProof } from '@chaincard/domain'
import { describe, expect, it } from 'vitest'
import type { ReservesSnapshot } from '../api/reservesTypes'
import { verifyBalance } from './verifyBalance'

const snapshot: ReservesSnapshot = {
  id: 's-1',
  takenAt: '2026-12-05T00:00:00.000Z',
  root: 'ab'.repeat(32),
  totalMicro: '5',
  total: '0.00',
  leafCount: 2,
  blocks: {},
  signature: '0x1234',
  signer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
}

describe('verifyBalance', () => {
  it('a body that is no proof at all fails its checks, never throws', async () => {
    const result = await verifyBalance({
      proof: null as unknown as ReservesProof,
      snapshot,
      reservesSigner: snapshot.signer,
    })
    expect(result.outcome).toBe('not_verified')
    expect(result.failed).toBe('signature')
    expect(Object.fromEntries(result.checks.map((c) => [c.check, c.status]))).toEqual({
      signature: 'failed',
      signer: 'passed',
      snapshot: 'failed',
      shape: 'failed',
      leaves: 'not_checked',
      hashes: 'not_checked',
      root_digest: 'not_checked',
      root_value: 'not_checked',
      liability: 'not_checked',
    })
    expect(result.liability).toBeNull()
  })

  it('no published signer: the signer check fails whatever the signature', async () => {
    const proof: ReservesProof = {
      snapshotId: 's-1',
      liability: '0',
      root: { digest: snapshot.root, value: '5' },
      leaves: [],
    }
    const result = await verifyBalance({ proof, snapshot, reservesSigner: null })
    expect(result.checks.find((c) => c.check === 'signer')?.status).toBe('failed')
    expect(result.checks.find((c) => c.check === 'root_value')?.status).toBe('passed')
    expect(result.outcome).toBe('not_verified')
  })
})
