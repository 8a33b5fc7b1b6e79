import { erc20NoReturnAbi } from '@chaincard/devchain'
import { batchPayAbi, batchPayBytecode } from '@chaincard/devchain/batchPay'
import pg from 'pg'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  keccak256,
  type LocalAccount,
  toHex,
} from 'viem'
import { waitFor } from '../lib/childProcesses'
import type { BenchChain } from '../sandbox/startChain'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type CreditBurst = {
  transfers: number
  blocks: number
  /** From the block that confirms the second block of transfers until the last credit committed. */
  lastCreditMs: number
  /** From the same block until half of all transfers were credited. */
  halfCreditedMs: number
  /** Credits per second over the whole burst (first credit to last). */
  creditsPerSecond: number
  /** Exactly once: payment_credits rows, topup_credit ledger rows and cards credited, all equal to transfers. */
  credits: number
  ledgerRows: number
  cardsCredited: number
}

/** One active card for each of `addresses` (lower-case), of one owner, as SQL a client of the server's database runs. */
export const BURST_CARDS_SQL = {
  owner: '0x00000000000000000000000000000000000000b2',
  user: `INSERT INTO users (address, state, active, created_at) VALUES ($1, 'normal', true, now())
       ON CONFLICT (address) DO NOTHING`,
  cards: `INSERT INTO cards (id, owner_address, product_id, program, status, balance_upper_micro, deposit_index,
         deposit_address, order_currency, created_at, updated_at)
       SELECT gen_random_uuid()::text, $1, 'classic', 'classic', 'active', null,
         1000000 + (SELECT coalesce(max(deposit_index), 0) FROM cards) + a.i, a.address, 'usdt', now(), now()
       FROM unnest($2::text[]) WITH ORDINALITY AS a(address, i)`,
  /** Credits, their ledger rows and cards credited among the burst's cards ($1: the addresses). */
  counts: `WITH burst AS (SELECT id FROM cards WHERE deposit_address = ANY($1))
       SELECT
         (SELECT count(*) FROM payment_credits WHERE card_id IN (SELECT id FROM burst))::text AS credits,
         (SELECT count(*) FROM card_ledger WHERE kind = 'topup_credit' AND card_id IN (SELECT id FROM burst))::text AS ledger,
         (SELECT count(*) FROM cards WHERE pending_micro > 0 AND id IN (SELECT id FROM burst))::text AS cards,
         (SELECT min(created_at) FROM card_ledger WHERE kind = 'topup_credit' AND card_id IN (SELECT id FROM burst)) AS first,
         (SELECT max(created_at) FROM card_ledger WHERE kind = 'topup_credit' AND card_id IN (SELECT id FROM burst)) AS last`,
} as const

export type BurstCounts = {
  credits: string
  ledger: string
  cards: string
  first: Date | string
  last: Date | string
}

/** `transfers` receiving addresses of a burst, new in every run. */
export function burstAddresses(transfers: number): Address[] {
  return Array.from({ length: transfers }, (_, i) =>
    getAddress(`0x${keccak256(toHex(`burst-${Date.now()}-${i}`)).slice(26)}`),
  )
}

/** The burst's figure from its timings and the books' counts afterwards. */
export function toCreditBurst(
  transfers: number,
  timings: { lastCreditMs: number; halfCreditedMs: number },
  c: BurstCounts,
): CreditBurst {
  const spanS = Math.max(0.001, (new Date(c.last).getTime() - new Date(c.first).getTime()) / 1000)
  return {
    transfers,
    blocks: 2,
    ...timings,
    creditsPerSecond: Math.round(transfers / spanS),
    credits: Number(c.credits),
    ledgerRows: Number(c.ledger),
    cardsCredited: Number(c.cards),
  }
}

/**
 * The credit burst on PostgreSQL, the volume check: `transfers` unreported USDT transfers to as many receiving
 * addresses, in two blocks (one BatchPay transaction each), against the real server on PostgreSQL (cards
 * registered straight in its database); see `sendCreditBurst` for the clock.
 */
export async function measureCreditBurst(
  chain: BenchChain,
  account: LocalAccount,
  databaseUrl: string,
  { transfers = 1_000, blockGapMs = 0 }: { transfers?: number; blockGapMs?: number } = {},
): Promise<CreditBurst> {
  const addresses = burstAddresses(transfers)
  const lower = addresses.map((a) => a.toLowerCase())
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query(BURST_CARDS_SQL.user, [BURST_CARDS_SQL.owner])
    await db.query(BURST_CARDS_SQL.cards, [BURST_CARDS_SQL.owner, lower])
    const timings = await sendCreditBurst(chain, account, addresses, {
      blockGapMs,
      credited: async () => {
        const { rows } = await db.query<{ n: string }>(
          `SELECT count(*)::text AS n FROM payment_credits WHERE card_id IN (SELECT id FROM cards WHERE deposit_address = ANY($1))`,
          [lower],
        )
        return Number(rows[0]!.n)
      },
    })
    const counts = await db.query<BurstCounts>(BURST_CARDS_SQL.counts, [lower])
    return toCreditBurst(transfers, timings, counts.rows[0]!)
  } finally {
    await db.end()
  }
}

/**
 * Sends one USDT transfer to each of `addresses` (cards the server knows), in two blocks (one BatchPay
 * transaction each), and times the credits. The clock starts when the block that gives the second block its 2
 * confirmations is mined and stops when `credited()` (polled every 20 ms) counts them all. `blockGapMs` waits
 * that long after each block of transfers, as a chain's block time does: the watcher's look-ahead then sees the
 * transfers before they are confirmed (with blocks mined back to back it mostly does not).
 */
export async function sendCreditBurst(
  chain: BenchChain,
  account: LocalAccount,
  addresses: readonly Address[],
  { blockGapMs, credited }: { blockGapMs: number; credited: () => Promise<number> },
): Promise<{ lastCreditMs: number; halfCreditedMs: number }> {
  const transfers = addresses.length
  const viemChain = defineChain({
    id: 31337,
    name: 'Sandbox',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const wallet = createWalletClient({ chain: viemChain, account, transport: http(chain.rpcUrl) })
  const reader = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const usdt = chain.manifest.tokens.USDT.address
  const amount = 1_510_000n
  const deploy = await wallet.deployContract({ abi: batchPayAbi, bytecode: batchPayBytecode() })
  const batch = (await reader.waitForTransactionReceipt({ hash: deploy })).contractAddress!
  const fund = await wallet.writeContract({
    address: usdt,
    abi: erc20NoReturnAbi,
    functionName: 'transfer',
    args: [batch, amount * BigInt(transfers)],
  })
  await reader.waitForTransactionReceipt({ hash: fund })
  await chain.rpc('evm_setAutomine', [false])
  const half = Math.ceil(transfers / 2)
  try {
    for (const part of [addresses.slice(0, half), addresses.slice(half)]) {
      await wallet.writeContract({
        address: batch,
        abi: batchPayAbi,
        functionName: 'pay',
        args: [usdt, part, amount],
        gas: 25_000_000n,
      })
      await chain.rpc('anvil_mine', ['0x1'])
      await sleep(blockGapMs)
    }
    await chain.rpc('anvil_mine', ['0x1']) // the second block's 2nd confirmation
  } finally {
    await chain.rpc('evm_setAutomine', [true])
  }
  const confirmedAt = performance.now()
  let halfAt = 0
  await waitFor(
    `${transfers} credits`,
    async () => {
      const n = await credited()
      if (!halfAt && n >= half) halfAt = performance.now()
      return n >= transfers ? true : undefined
    },
    { timeoutMs: 120_000, everyMs: 20 },
  )
  return {
    lastCreditMs: Math.round(performance.now() - confirmedAt),
    halfCreditedMs: Math.round(halfAt - confirmedAt),
  }
}
