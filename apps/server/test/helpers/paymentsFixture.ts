import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSandboxClient, deploySandbox, erc20NoReturnAbi, type Manifest } from '@chaincard/devchain'
import { computeFee, DEFAULT_FEE_RATE } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { type Address, createTestClient, getAddress, type Hash, http } from 'viem'
import { buildApp } from '../../src/app'
import type { ChainRuntime, Config } from '../../src/config'
import { rowsOf } from '../../src/db/rowsOf'
import { type PaymentsRuntime, paymentsRuntimeOf } from '../../src/jobs/depositPipeline'
import { createDepositDeriver, type DepositDeriver } from '../../src/runtime/deposits'
import {
  createTestClock,
  createTestDatabase,
  type SignInResult,
  signIn,
  startTestChain,
  type TestChain,
  type TestClock,
  type TestDatabase,
  testAccount,
  testConfig,
} from './index'

type CardStatus =
  | 'new'
  | 'pending'
  | 'application_required'
  | 'application_processing'
  | 'waiting_to_get'
  | 'active'
  | 'locked'
  | 'suspended'

export type PaymentsFixture = {
  chain: TestChain
  manifest: Manifest
  config: Config
  clock: TestClock
  db: TestDatabase
  deriver: DepositDeriver
  app: FastifyInstance
  runtime: PaymentsRuntime
  usdt: Address
  /** Wallet + public client of anvil dev account `i`. */
  wallet(i: number): ReturnType<typeof createSandboxClient>
  testClient: ReturnType<typeof createTestClient>
  /** Closes the current app (jobs stop, leases released) and builds a new one on the same database. */
  restart(): Promise<void>
  /** Closes the app without starting another (the server is "down"). */
  stopApp(): Promise<void>
  close(): Promise<void>
}

export type CreatePaymentsFixtureOptions = {
  /** More enabled chains after the sandbox chain (built from it, e.g. another order currency). */
  extraChains?: (sandbox: ChainRuntime) => ChainRuntime[]
  /** Changes to the sandbox chain itself (a WebSocket for new heads, another poll interval...). */
  chain?: (sandbox: ChainRuntime) => ChainRuntime
}

/**
 * A real anvil with the sandbox contracts deployed, a real database and the real app (built with buildApp
 * so it can be restarted on the same database), for the payment integration tests.
 */
export async function createPaymentsFixture(
  overrides: Partial<Config> = {},
  options: CreatePaymentsFixtureOptions = {},
): Promise<PaymentsFixture> {
  const chain = await startTestChain()
  const dataDir = mkdtempSync(join(tmpdir(), 'payments-'))
  const manifest = await deploySandbox({ rpcUrl: chain.rpcUrl, manifestPath: join(dataDir, 'devchain.json') })
  const base = testConfig({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    manifest,
    overrides: { dataDir, adminToken: 'test-admin-token', ...overrides },
  })
  const sandbox = options.chain ? options.chain(base.chains[0]!) : base.chains[0]!
  const config: Config = {
    ...base,
    chains: [sandbox, ...(options.extraChains ? options.extraChains(base.chains[0]!) : [])],
  }
  const clock = createTestClock()
  const db = await createTestDatabase()
  const build = () => buildApp(config, { clock, database: db.database, keepDatabaseOpen: true })
  let app: FastifyInstance | undefined = await build()
  const fixture: PaymentsFixture = {
    chain,
    manifest,
    config,
    clock,
    db,
    deriver: createDepositDeriver(config),
    app,
    runtime: paymentsRuntimeOf(app),
    usdt: manifest.tokens.USDT.address,
    wallet: (i) =>
      createSandboxClient({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, account: testAccount(i) }),
    testClient: createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }),
    async restart() {
      await app?.close()
      app = await build()
      fixture.app = app
      fixture.runtime = paymentsRuntimeOf(app)
    },
    async stopApp() {
      await app?.close()
      app = undefined
    },
    async close() {
      await app?.close()
      await db.drop()
      await chain.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return fixture
}

export type InsertCardParameters = {
  owner: Address
  status?: CardStatus
  program?: 'classic' | 'business' | 'nft'
  balanceMicro?: bigint
  pendingMicro?: bigint
  /** null = unlimited; default 3,000 USD. */
  balanceUpperMicro?: bigint | null
  topupDisabled?: boolean
  expiresAt?: Date | null
  /** A deposit index taken earlier (reserveDepositIndexes), for a card whose address received money first. */
  depositIndex?: number
}

/**
 * Inserts a card row the way the cards module creates one (deposit index from the sequence, receiving
 * address from the deriver): the test arranges card states directly; everything payments does is real.
 */
/** One USD in micro-USD. */
export const USD = 1_000_000n

/** What a top-up of `gross` micro-USD credits: less the fee at the sandbox's (default) rate, the domain's rule. */
export const net = (gross: bigint): bigint => gross - computeFee(gross, DEFAULT_FEE_RATE)

export async function insertCard(
  f: PaymentsFixture,
  p: InsertCardParameters,
): Promise<{ id: string; address: Address }> {
  const db = f.db.database.db
  const now = f.clock.now()
  const owner = p.owner.toLowerCase()
  await db.execute(
    sql`INSERT INTO users (address, state, active, created_at) VALUES (${owner}, 'normal', true, ${now.toISOString()}::timestamptz) ON CONFLICT (address) DO NOTHING`,
  )
  const index = p.depositIndex ?? (await reserveDepositIndexes(f, 1))[0]!
  const address = f.deriver.addressAt(index)
  const id = randomUUID()
  const upper = p.balanceUpperMicro === undefined ? 3_000_000_000n : p.balanceUpperMicro
  await db.execute(sql`INSERT INTO cards (id, owner_address, product_id, program, status, expires_at, balance_micro,
      pending_micro, balance_upper_micro, original_balance_upper_micro, deposit_index, deposit_address,
      topup_disabled, order_currency, created_at, updated_at)
    VALUES (${id}, ${owner}, 'classic', ${p.program ?? 'classic'}, ${p.status ?? 'new'},
      ${p.expiresAt ? p.expiresAt.toISOString() : null}::timestamptz, ${(p.balanceMicro ?? 0n).toString()}::bigint,
      ${(p.pendingMicro ?? 0n).toString()}::bigint, ${upper === null ? null : upper.toString()}::bigint,
      ${upper === null ? null : upper.toString()}::bigint, ${index}, ${address.toLowerCase()},
      ${p.topupDisabled ?? false}, 'usdt', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`)
  return { id, address: getAddress(address) }
}

/** Takes `n` deposit indexes from the sequence (their addresses: `f.deriver.addressAt(index)`). */
export async function reserveDepositIndexes(f: PaymentsFixture, n: number): Promise<number[]> {
  const result = await f.db.database.db.execute<{ index: string }>(
    sql`SELECT nextval('card_deposit_index_seq')::text AS index FROM generate_series(1, ${n})`,
  )
  return rowsOf<{ index: string }>(result).map((r) => Number(r.index))
}

export type CardMoney = { status: string; balanceMicro: bigint; pendingMicro: bigint }

export async function cardMoney(f: PaymentsFixture, id: string): Promise<CardMoney> {
  const result = await f.db.database.db.execute<{ status: string; balance: string; pending: string }>(
    sql`SELECT status, balance_micro::text AS balance, pending_micro::text AS pending FROM cards WHERE id = ${id}`,
  )
  const row = rowsOf<{ status: string; balance: string; pending: string }>(result)[0]!
  return { status: row.status, balanceMicro: BigInt(row.balance), pendingMicro: BigInt(row.pending) }
}

export async function countRows(
  f: PaymentsFixture,
  table: 'payment_credits' | 'card_ledger' | 'payments' | 'rescan_requests' | 'deposit_exceptions',
  where = sql`true`,
) {
  const result = await f.db.database.db.execute<{ n: string }>(
    sql`SELECT count(*)::text AS n FROM ${sql.identifier(table)} WHERE ${where}`,
  )
  return Number(rowsOf<{ n: string }>(result)[0]!.n)
}

/** Sends `amount` base units of the sandbox USDT (no-return transfer) from dev account `from` to `to`. */
export async function sendUsdt(f: PaymentsFixture, from: number, to: Address, amount: bigint): Promise<Hash> {
  const w = f.wallet(from)
  const hash = await w.writeContract({
    address: f.usdt,
    abi: erc20NoReturnAbi,
    functionName: 'transfer',
    args: [to, amount],
  })
  await w.waitForTransactionReceipt({ hash })
  return hash
}

/** Mines `n` empty blocks. */
export async function mine(f: PaymentsFixture, n: number): Promise<void> {
  await f.testClient.mine({ blocks: n })
}

/** Signs dev account `i` in on the current app. */
export async function signInAccount(f: PaymentsFixture, i: number): Promise<SignInResult> {
  return signIn(f.app, testAccount(i))
}

export { testAccount }
