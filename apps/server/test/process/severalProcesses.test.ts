import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSandboxClient, deploySandbox, erc20NoReturnAbi, type Manifest } from '@chaincard/devchain'
import pg from 'pg'
import { type Address, createTestClient, getAddress, http, keccak256, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestChain, type TestChain, testAccount } from '../helpers'
import { type ServerProcess, startServerProcess } from '../helpers/startServerProcess'

// On PostgreSQL (this file runs in the PostgreSQL pass of the server suite): several server
// processes on one database. Background jobs run once across them (session advisory locks: a dead process's
// locks go with its connection), so after `kill -9` of the watcher's holder another process takes over within
// seconds, and a restarted process credits what arrived while it was down within 5 s of /api/health. Every
// transfer is credited exactly once; rate limits count across the processes.
const baseUrl = process.env.DATABASE_URL!
let chain: TestChain
let manifest: Manifest
let dataDir: string
let dbName: string
let dbUrl: string
let db: pg.Client
const processes: ServerProcess[] = []

beforeAll(async () => {
  chain = await startTestChain()
  dataDir = mkdtempSync(join(tmpdir(), 'several-processes-'))
  manifest = await deploySandbox({ rpcUrl: chain.rpcUrl, manifestPath: join(dataDir, 'devchain.json') })
  dbName = `t_processes_${Date.now()}_${process.pid}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${dbName}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${dbName}`
  dbUrl = url.toString()
}, 120_000)

afterAll(async () => {
  for (const p of processes) p.kill()
  await Promise.all(processes.map((p) => p.exited))
  await db?.end().catch(() => {})
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
  await admin.end()
  await chain?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}, 60_000)

const USD = 1_000_000n

async function start(): Promise<ServerProcess> {
  const p = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl,
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    RATE_LIMIT_NONCE: '10',
    POLL_INTERVAL_31337: '250ms',
  })
  processes.push(p)
  return p
}

const holdsWatcher = (p: ServerProcess) =>
  p
    .output()
    .split('\n')
    .some((line) => line.includes('"job":"watcher:31337"') && line.includes('job lock taken'))

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 30_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Registers an active card per address straight in the shared database. */
async function insertCards(addresses: readonly Address[]) {
  const owner = '0x00000000000000000000000000000000000000c3'
  await db.query(
    `INSERT INTO users (address, state, active, created_at) VALUES ($1, 'normal', true, now()) ON CONFLICT DO NOTHING`,
    [owner],
  )
  await db.query(
    `INSERT INTO cards (id, owner_address, product_id, program, status, balance_upper_micro, deposit_index,
       deposit_address, order_currency, created_at, updated_at)
     SELECT gen_random_uuid()::text, $1, 'classic', 'classic', 'active', null,
       2000000 + (SELECT coalesce(max(deposit_index), 0) FROM cards) + a.i, a.address, 'usdt', now(), now()
     FROM unnest($2::text[]) WITH ORDINALITY AS a(address, i)`,
    [owner, addresses.map((a) => a.toLowerCase())],
  )
}

async function creditsTo(addresses: readonly Address[]) {
  const { rows } = await db.query<{ credits: string; ledger: string }>(
    `SELECT (SELECT count(*) FROM payment_credits pc JOIN cards c ON c.id = pc.card_id
               WHERE c.deposit_address = ANY($1))::text AS credits,
            (SELECT count(*) FROM card_ledger l JOIN cards c ON c.id = l.card_id
               WHERE c.deposit_address = ANY($1) AND l.kind = 'topup_credit')::text AS ledger`,
    [addresses.map((a) => a.toLowerCase())],
  )
  return { credits: Number(rows[0]!.credits), ledger: Number(rows[0]!.ledger) }
}

describe('several processes on one PostgreSQL', () => {
  it('50 transfers while both serve traffic; kill -9 of the watcher holder midway: each credited once, crediting resumes within 5 s; the nonce limit counts across both', async () => {
    const a = await start()
    await until('process A to take the watcher', () => (holdsWatcher(a) ? true : undefined))
    const b = await start()
    db = new pg.Client({ connectionString: dbUrl })
    await db.connect()
    const addresses = Array.from({ length: 50 }, (_, i) =>
      getAddress(`0x${keccak256(toHex(`processes-${Date.now()}-${i}`)).slice(26)}`),
    )
    await insertCards(addresses)

    // The nonce limit (10 a minute per IP) counts across both processes: 6 + 6 requests, 2 refused.
    const payer = testAccount(3).address
    const nonce = (p: ServerProcess) =>
      fetch(`${p.origin}/api/nonce`, { method: 'POST', headers: { 'x-payer': payer } }).then((r) => r.status)
    const statuses = [
      ...(await Promise.all(Array.from({ length: 6 }, () => nonce(a)))),
      ...(await Promise.all(Array.from({ length: 6 }, () => nonce(b)))),
    ]
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(2)

    // API traffic on both while the transfers go out.
    let serving = true
    const answers: number[] = []
    const traffic = (async () => {
      while (serving) {
        for (const p of [a, b]) {
          if (p === a && a.child.exitCode === null && a.child.signalCode === null) {
            answers.push(
              await fetch(`${p.origin}/api/config`).then(
                (r) => r.status,
                () => 0,
              ),
            )
          } else if (p === b) {
            answers.push(
              await fetch(`${p.origin}/api/config`).then(
                (r) => r.status,
                () => 0,
              ),
            )
          }
        }
      }
    })()
    const wallet = createSandboxClient({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      account: testAccount(2),
    })
    const test = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
    const send = async (to: Address) => {
      const hash = await wallet.writeContract({
        address: manifest.tokens.USDT.address,
        abi: erc20NoReturnAbi,
        functionName: 'transfer',
        args: [to, 2n * USD],
      })
      await wallet.waitForTransactionReceipt({ hash })
    }
    for (const address of addresses.slice(0, 25)) await send(address)
    await test.mine({ blocks: 2 })
    expect(holdsWatcher(b)).toBe(false) // never two scanners at once

    a.kill()
    await a.exited
    const killedAt = Date.now()
    for (const address of addresses.slice(25, 49)) await send(address)
    await test.mine({ blocks: 1 })
    const tookOverAt = await until('process B to take the watcher', () =>
      holdsWatcher(b) ? Date.now() : undefined,
    )
    expect(tookOverAt - killedAt).toBeLessThan(5_000)
    // A transfer after the takeover is credited within 5 s of its confirming block.
    await send(addresses[49]!)
    await test.mine({ blocks: 1 })
    const confirmedAt = Date.now()
    await until('all 50 credited', async () =>
      (await creditsTo(addresses)).credits === 50 ? true : undefined,
    )
    expect(Date.now() - confirmedAt).toBeLessThan(5_000)
    serving = false
    await traffic
    expect(await creditsTo(addresses)).toEqual({ credits: 50, ledger: 50 })
    expect(answers.filter((s) => s === 200).length).toBeGreaterThan(10)
    expect(answers.filter((s) => s !== 200 && s !== 0)).toEqual([])

    // kill -9 of the last process, a transfer while nothing runs, a restart: credited within 5 s of health.
    b.kill()
    await b.exited
    const late = getAddress(`0x${keccak256(toHex(`processes-late-${Date.now()}`)).slice(26)}`)
    await insertCards([late])
    await send(late)
    await test.mine({ blocks: 2 })
    const c = await start() // resolves once /api/health answers 200
    const healthyAt = Date.now()
    await until('the late transfer credited', async () =>
      (await creditsTo([late])).credits === 1 ? true : undefined,
    )
    expect(Date.now() - healthyAt).toBeLessThan(5_000)
    expect(await creditsTo([late])).toEqual({ credits: 1, ledger: 1 })
    c.kill()
  }, 240_000)
})
