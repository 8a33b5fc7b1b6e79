import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_PROGRAM_POLICY } from '@chaincard/domain'
import { getAddress } from 'viem'
import {
  type ChainRuntime,
  type Config,
  DEFAULT_BUDGETS,
  type DevchainManifest,
  sandboxChain,
} from '../../src/config'

export type TestConfigParameters = {
  /** The chain the app talks to. */
  rpcUrl: string
  chainId?: number
  /**
   * A real devchain manifest (tokens, router) when the test needs deployed contracts; otherwise the chain
   * carries a USDT entry at a fixed address with no contract behind it (enough for sign-in and config).
   */
  manifest?: DevchainManifest
  overrides?: Partial<Config>
}

/** A sandbox-mode Config built in code (no env, no files), for buildApp in tests. */
export function testConfig({
  rpcUrl,
  chainId = 31337,
  manifest,
  overrides = {},
}: TestConfigParameters): Config {
  const placeholder = getAddress('0x00000000000000000000000000000000000000a1')
  const built = sandboxChain(
    manifest ?? {
      chainId,
      rpcUrl,
      tokens: { USDT: { address: placeholder, decimals: 6, symbol: 'USDT', name: 'Tether USD' } },
      weth: placeholder,
      factory: placeholder,
      router: placeholder,
    },
    2,
  )
  if (!built.chain) throw new Error(built.problems.join('\n'))
  return {
    mode: 'sandbox',
    role: 'all',
    port: 8080,
    host: '127.0.0.1',
    publicOrigin: 'http://localhost:8080',
    reservesKeepTrees: 30,
    dataDir: join(tmpdir(), 'chaincard-test-data'),
    sessionTtlMs: 7 * 86_400_000,
    // No idle timeout short of the lifetime: many tests move the clock by days with a session signed in before.
    // The idle timeout's own tests set the production default (12 h).
    sessionIdleMs: 7 * 86_400_000,
    databaseDriver: process.env.DATABASE_DRIVER === 'postgres' ? 'postgres' : 'pg',
    pglitePreparedStatements: 256,
    productName: 'Chaincard',
    supportEmail: 'support@chaincard.example',
    createOrderDisabled: false,
    membershipEnabled: true,
    logLevel: (process.env.TEST_LOG_LEVEL ?? 'silent') as 'silent',
    // No newHeads subscription: tests drive the watcher with tick() (a test of head following adds wsRpcUrl).
    chains: [{ ...withoutWs(built.chain), rpcUrl, publicRpcUrl: rpcUrl }],
    sandbox: { settlementDelayMs: 30_000, applicationDelayMs: 5_000, inviteCode: 'WELCOME' },
    rateLimit: {
      nonce: { max: 10_000, timeWindowMs: 60_000 },
      auth: { max: 10_000, timeWindowMs: 60_000 },
    },
    // Payment reports are budgeted per owner and card: tests that are not about those budgets report freely;
    // reportBudgets.test.ts sets its own.
    budgets: {
      ...DEFAULT_BUDGETS,
      paymentReportsPerHour: 10_000,
      paymentReportsPerCardPerHour: 10_000,
      rejectedReportsPerCardPerDay: 10_000,
    },
    trustProxy: false,
    logFormat: 'json',
    programPolicy: DEFAULT_PROGRAM_POLICY,
    // Every answer of the suite is checked against its response schema (production only stringifies).
    validateResponses: true,
    ...overrides,
  }
}

function withoutWs(chain: ChainRuntime): ChainRuntime {
  const { wsRpcUrl: _ws, ...rest } = chain
  return rest
}
