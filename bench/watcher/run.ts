// Watcher benchmark. Builds a chain of BLOCKS blocks holding TRANSFERS USDT transfers to ADDRESSES
// receiving addresses, then runs the server's real watcher tick (scanChain: eth_getLogs ranges, decoding,
// recipient lookup in a real PGlite database, cursor) until caught up, with 100, 1,000 and ADDRESSES cards
// registered, and prints blocks/s and RPC calls per 1,000 blocks: the RPC calls must not grow with the cards.
// Those points time the scan and the matching; a last phase also credits every matched transfer through
// the real exactly-once credit path (creditPayment) over CREDIT_BLOCKS blocks and prints credits/s.
//   npx tsx bench/watcher/run.ts [--blocks 5000] [--transfers 20000] [--addresses 10000] [--credit-blocks 250] [--json]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deploySandbox, devAccounts, erc20NoReturnAbi, startAnvil } from '@chaincard/devchain'
import { batchPayAbi, batchPayBytecode } from '@chaincard/devchain/batchPay'
import { sql } from 'drizzle-orm'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  getAddress,
  http,
  keccak256,
  type PublicClient,
  toHex,
} from 'viem'
import { type ChainRuntime, sandboxChain } from '../../apps/server/src/config'
import { type Database, migrate, openPglite } from '../../apps/server/src/db'
import { creditDepositRange } from '../../apps/server/src/flows/watchDeposits'
import {
  matchTransfers,
  type RangeHandler,
  type RangeOutcome,
  type RangeTransfers,
  scanChain,
} from '../../apps/server/src/modules/watcher'
import { createChainClients } from '../../apps/server/src/plugins/chainClients'
import type { PaymentsContext } from '../../apps/server/src/runtime/paymentsContext'
import { insertCards } from './insertCards'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const BLOCKS = arg('blocks', 5_000)
const TRANSFERS = arg('transfers', 20_000)
const ADDRESSES = arg('addresses', 10_000)
const CREDIT_BLOCKS = arg('credit-blocks', 250)
const json = process.argv.includes('--json')
const log = (line: string) => (json ? process.stderr : process.stdout).write(`${line}\n`)
const secondsSince = (t: number) => (performance.now() - t) / 1000

const perBlock = Math.ceil(TRANSFERS / BLOCKS)
const dataDir = mkdtempSync(join(tmpdir(), 'bench-watcher-'))
const anvil = await startAnvil({ port: 0, blockTime: false, silent: true })
try {
  const manifest = await deploySandbox({ rpcUrl: anvil.rpcUrl, manifestPath: join(dataDir, 'devchain.json') })
  const usdt = manifest.tokens.USDT.address
  const chain = defineChain({
    id: 31337,
    name: 'Sandbox',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  const account = devAccounts()[0]!.address
  const wallet = createWalletClient({
    chain,
    account,
    transport: http(anvil.rpcUrl, { batch: { batchSize: 200 } }),
  })
  const reader = createPublicClient({ chain, transport: http(anvil.rpcUrl) }) as PublicClient
  const test = createTestClient({ chain, mode: 'anvil', transport: http(anvil.rpcUrl, { timeout: 120_000 }) })

  // Receiving addresses: distinct pseudo-random addresses (the watcher only compares them; deriving 10,000
  // BIP-32 children would time the key derivation, not the watcher).
  const addresses: Address[] = Array.from({ length: ADDRESSES }, (_, i) =>
    getAddress(`0x${keccak256(toHex(`receiving-${i}`)).slice(26)}`),
  )

  // The chain: one BatchPay transaction per block (automine), each paying `perBlock` addresses 1.51 USDT.
  const t0 = performance.now()
  const deployHash = await wallet.deployContract({ abi: batchPayAbi, bytecode: batchPayBytecode() })
  const batch = (await reader.waitForTransactionReceipt({ hash: deployHash })).contractAddress!
  const amount = 1_510_000n
  const fund = await wallet.writeContract({
    address: usdt,
    abi: erc20NoReturnAbi,
    functionName: 'transfer',
    args: [batch, amount * BigInt(TRANSFERS)],
  })
  await reader.waitForTransactionReceipt({ hash: fund })
  const startBlock = (await reader.getBlockNumber({ cacheTime: 0 })) + 1n
  let sent = 0
  // One transaction per block: each sent after the previous one's receipt (automine packs transactions that
  // arrive while it mines into one block: without the wait 20,000 transfers landed in ~2,000 blocks).
  for (let b = 0; b < BLOCKS; b++) {
    const to: Address[] = []
    for (let j = 0; j < perBlock && sent < TRANSFERS; j++, sent++) to.push(addresses[sent % ADDRESSES]!)
    if (to.length === 0) break
    const hash = await wallet.sendTransaction({
      to: batch,
      data: encodeFunctionData({ abi: batchPayAbi, functionName: 'pay', args: [usdt, to, amount] }),
      gas: 60_000n + 40_000n * BigInt(to.length),
      gasPrice: 2_000_000_000n,
    })
    await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }
  const mined = (await reader.getBlockNumber({ cacheTime: 0 })) - startBlock + 1n
  log(`sent ${sent} transfers in ${mined} blocks, ${secondsSince(t0).toFixed(1)} s`)
  // Pad with empty blocks up to BLOCKS when there are fewer transfers than blocks, in small batches (one
  // anvil_mine of 250 blocks once ran past the 120 s request timeout on a busy machine).
  for (let missing = Number(BigInt(BLOCKS) - mined); missing > 0; missing -= 25) {
    await test.mine({ blocks: Math.min(25, missing) })
  }
  await test.mine({ blocks: 1 }) // the last benchmark block gets its 2nd confirmation
  const endBlock = startBlock + BigInt(BLOCKS) - 1n
  // Counted in slices: one eth_getLogs over all 20,000 transfers answers ~12.6 MB, over viem's 10 MB limit.
  let transferCount = 0
  for (let from = startBlock; from <= endBlock; from += 500n) {
    const to = from + 499n < endBlock ? from + 499n : endBlock
    transferCount += (await reader.getLogs({ address: usdt, fromBlock: from, toBlock: to })).length
  }
  log(
    `chain: ${BLOCKS} blocks with ${transferCount} USDT transfers to ${ADDRESSES} addresses, built in ${secondsSince(t0).toFixed(1)} s`,
  )

  const built = sandboxChain({ ...manifest, rpcUrl: anvil.rpcUrl }, 2)
  if (!built.chain) throw new Error(built.problems.join('\n'))
  const runtime = built.chain

  async function freshDatabase(cards: number): Promise<Database> {
    const database = await openPglite()
    await migrate(database)
    await insertCards(database.db, addresses.slice(0, cards), 1)
    return database
  }
  function context(database: Database): PaymentsContext {
    return {
      db: database.db,
      chains: createChainClients([runtime]),
      now: () => new Date(),
      feeRate: '0.0018',
      dropAfterMs: 30 * 60_000,
    }
  }
  async function runWatcher(ctx: PaymentsContext, from: bigint, to: bigint, handle: RangeHandler) {
    let rpcCalls = 0
    const client = createPublicClient({
      chain,
      transport: http(anvil.rpcUrl, { onFetchRequest: () => void rpcCalls++ }),
    }) as PublicClient
    // A cursor at `from`, as a watcher that ran before would have it; the chain head limits the scan to `to`.
    await ctx.db.execute(
      sql`INSERT INTO chain_cursors (chain_id, next_block, updated_at) VALUES (31337, ${from.toString()}::bigint, now())`,
    )
    const limited = {
      ...runtime,
      requiredConfirmations: Number((await reader.getBlockNumber({ cacheTime: 0 })) - to) + 1,
    }
    const t = performance.now()
    let handled = 0
    let transfers = 0
    for (;;) {
      const r = await scanChain({ ctx, chain: limited, client, startAt: 'genesis', handleRange: handle })
      handled += r.credited
      transfers += r.transfers
      if (r.scanned === 0n) break
    }
    return { seconds: secondsSince(t), rpcCalls, handled, transfers, blocks: Number(to - from + 1n) }
  }

  const points: Array<Record<string, number>> = []
  for (const registered of [...new Set([Math.min(100, ADDRESSES), Math.min(1_000, ADDRESSES), ADDRESSES])]) {
    const database = await freshDatabase(registered)
    const matchOnly = async (
      ctx: PaymentsContext,
      _c: ChainRuntime,
      range: RangeTransfers,
    ): Promise<RangeOutcome> => ({ credited: (await matchTransfers(ctx, range.order)).length, exceptions: 0 })
    const r = await runWatcher(context(database), startBlock, endBlock, matchOnly)
    await database.close()
    const point = {
      addresses: registered,
      blocks: r.blocks,
      transfers: r.transfers,
      matched: r.handled,
      seconds: Number(r.seconds.toFixed(2)),
      blocksPerSecond: Math.round(r.blocks / r.seconds),
      rpcCalls: r.rpcCalls,
      rpcCallsPer1000Blocks: Number(((r.rpcCalls * 1000) / r.blocks).toFixed(2)),
    }
    points.push(point)
    log(
      `scan+match, ${String(registered).padStart(5)} cards: ${r.transfers} transfers, ${r.handled} to cards, ` +
        `${point.seconds} s -> ${point.blocksPerSecond} blocks/s; ${r.rpcCalls} RPC calls = ${point.rpcCallsPer1000Blocks} per 1,000 blocks`,
    )
  }

  // The full path with credits (every matched transfer credited once through creditPayment) on a slice.
  let credit: Record<string, number> | undefined
  if (CREDIT_BLOCKS > 0) {
    const database = await freshDatabase(ADDRESSES)
    const to = startBlock + BigInt(Math.min(CREDIT_BLOCKS, BLOCKS)) - 1n
    const r = await runWatcher(context(database), startBlock, to, creditDepositRange)
    await database.close()
    credit = {
      blocks: r.blocks,
      credited: r.handled,
      seconds: Number(r.seconds.toFixed(2)),
      blocksPerSecond: Math.round(r.blocks / r.seconds),
      creditsPerSecond: Math.round(r.handled / r.seconds),
      rpcCalls: r.rpcCalls,
    }
    log(
      `scan+credit, ${ADDRESSES} cards, first ${r.blocks} blocks: ${r.handled} credits in ${credit.seconds} s -> ` +
        `${credit.blocksPerSecond} blocks/s, ${credit.creditsPerSecond} credits/s (PGlite), ${r.rpcCalls} RPC calls`,
    )
  }
  if (json) process.stdout.write(`${JSON.stringify({ points, credit })}\n`)
} finally {
  await anvil.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
