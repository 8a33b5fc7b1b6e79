import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import vector from '../src/reserves/__vectors__/proof-of-reserves.json'

// The command a user runs without the app (scripts/verifyReserves.mjs): through npm from the root as they would
// once, then straight through tsx (what the npm script runs), which starts in half the time.
const repoRoot = resolve(import.meta.dirname, '../../..')
const folder = mkdtempSync(join(tmpdir(), 'verify-reserves-'))
const saved = (name: string, proof: unknown) => {
  const file = join(folder, name)
  writeFileSync(file, JSON.stringify(proof))
  return file
}
const spawn = (command: string, args: string[]) => {
  const done = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8' })
  return { status: done.status, out: done.stdout, err: done.stderr }
}
const runByNpm = (...args: string[]) => spawn('npm', ['run', '--silent', 'verify-reserves', '--', ...args])
const run = (...args: string[]) =>
  spawn(process.execPath, ['--import', 'tsx', 'scripts/verifyReserves.mjs', ...args])
const good = saved('proof.json', vector.proofOfFirstOwner)
const published = ['--root', vector.root.digest, '--total', vector.root.value]
// An anvil development key: the signature is made here, only to be checked by the command.
const attestation = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

describe('npm run verify-reserves', { timeout: 60_000 }, () => {
  it("passes the vector's proof and prints what it checked", () => {
    const { status, out } = runByNpm('--proof', good, ...published)
    expect(status).toBe(0)
    expect(out).toContain(
      'ok: leaf 1: value 5000000, digest 4591bda95eb8c27bb8d71accb1d310052f8cd6a69c2041ad9b80b9771ea5be85',
    )
    expect(out).toContain(`ok: root ${vector.root.digest}, total 113340000: matches the published one`)
    expect(out).toContain(`"${vector.signedText}"`)
    expect(out).toContain('verified: your liability of 12340000 micro-USD')
  })

  it('fails a tampered copy, and a total or a liability other than the published ones', () => {
    const tampered = structuredClone(vector.proofOfFirstOwner)
    tampered.leaves[1]!.value = '7340001'
    const { status, out } = run('--proof', saved('tampered.json', tampered), ...published)
    expect(status).toBe(1)
    expect(out).toMatch(/^FAILED \(path_node\)/m)
    expect(out).not.toContain('verified:')
    expect(run('--proof', good, '--root', vector.root.digest, '--total', '113340001').out).toMatch(
      /^FAILED \(root_value\)/m,
    )
    expect(run('--proof', good, ...published, '--liability', '12340001')).toMatchObject({ status: 1 })
  })

  it('checks the signature of the root when given one', async () => {
    const signature = await attestation.signMessage({ message: vector.signedText })
    const signed = run(
      '--proof',
      good,
      ...published,
      '--signature',
      signature,
      '--signer',
      attestation.address,
    )
    expect(signed.status).toBe(0)
    expect(signed.out).toContain(`ok: ${attestation.address} signed "${vector.signedText}"`)
    const other = privateKeyToAccount(`0x${'11'.repeat(32)}`).address
    const forged = run('--proof', good, ...published, '--signature', signature, '--signer', other)
    expect(forged.status).toBe(1)
    expect(forged.out).toMatch(/^FAILED \(signature\)/m)
  })

  it('answers 2 with its usage when the command line or the file is wrong', () => {
    expect(run('--proof', good)).toMatchObject({ status: 2, err: expect.stringContaining('usage:') })
    expect(run('--proof', join(folder, 'missing.json'), ...published)).toMatchObject({ status: 2 })
    expect(run('--proof', good, '--root', 'abc', '--total', '1')).toMatchObject({ status: 2 })
  })
})
