import { reservesSignedText } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import { type Hex, hexToString, recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaymentsFixture, type PaymentsFixture } from '../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../db/rowsOf'

// RESERVES_ANCHOR_CHAIN on a real anvil through the real app: a snapshot's signed text and signature go out in
// a transaction's calldata from the anchor key, mined, and the transaction is noted on the stored snapshot.
const SIGNER_KEY = `0x${'5b'.repeat(32)}` as const
const ANCHOR_KEY = `0x${'6c'.repeat(32)}` as const
const anchorAccount = privateKeyToAccount(ANCHOR_KEY)
let f: PaymentsFixture

beforeAll(async () => {
  f = await createPaymentsFixture({
    reservesSignerKey: SIGNER_KEY,
    reservesAnchor: { chainId: 31337, key: ANCHOR_KEY },
  })
  await f.runtime.jobs.stop()
  await f.testClient.setBalance({ address: anchorAccount.address, value: 10n ** 18n })
}, 120_000)
afterAll(async () => {
  await f?.close()
})

type Stored = {
  root: string
  total: string
  signature: string
  anchor_chain_id: number | null
  anchor_tx: string | null
}

async function stored(id: string): Promise<Stored> {
  const [row] = rowsOf<Stored>(
    await f.db.database.db.execute(sql`
      SELECT encode(root_digest, 'hex') AS root, total_micro::text AS total, signature, anchor_chain_id, anchor_tx
      FROM reserves_snapshots WHERE id = ${id}`),
  )
  return row!
}

async function takeSnapshot(): Promise<string> {
  const res = await f.app.inject({
    method: 'POST',
    url: '/api/admin/reserves/snapshots',
    headers: { authorization: 'Bearer test-admin-token' },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ id: string }>().id
}

describe('RESERVES_ANCHOR_CHAIN', () => {
  it("publishes the snapshot's signed text and signature in a mined transaction from the anchor key", async () => {
    const id = await takeSnapshot()
    const snapshot = await stored(id)
    expect(snapshot.anchor_chain_id).toBe(31337)
    expect(snapshot.anchor_tx).toMatch(/^0x[0-9a-f]{64}$/)
    const client = f.wallet(0)
    const tx = await client.getTransaction({ hash: snapshot.anchor_tx as Hex })
    const receipt = await client.getTransactionReceipt({ hash: snapshot.anchor_tx as Hex })
    expect(receipt.status).toBe('success')
    expect(tx.from.toLowerCase()).toBe(anchorAccount.address.toLowerCase())
    expect(tx.to?.toLowerCase()).toBe(anchorAccount.address.toLowerCase())
    expect(tx.value).toBe(0n)
    const text = reservesSignedText(id, snapshot.root, BigInt(snapshot.total))
    expect(hexToString(tx.input)).toBe(`${text}\n${snapshot.signature}`)
    const signer = await recoverMessageAddress({ message: text, signature: snapshot.signature as Hex })
    expect(signer).toBe(privateKeyToAccount(SIGNER_KEY).address)
  })

  it('a chain that refuses the transaction (no gas money) leaves the snapshot signed and stored, without an anchor', async () => {
    await f.testClient.setBalance({ address: anchorAccount.address, value: 0n })
    const id = await takeSnapshot()
    const snapshot = await stored(id)
    expect(snapshot.signature).toMatch(/^0x[0-9a-f]+$/)
    expect(snapshot.anchor_chain_id).toBeNull()
    expect(snapshot.anchor_tx).toBeNull()
  })
})
