import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError } from './ConfigError'
import { loadConfig } from './loadConfig'

const dirs: string[] = []
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

function dataDir(manifest?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'chaincard-config-'))
  dirs.push(dir)
  if (manifest !== undefined) writeFileSync(join(dir, 'devchain.json'), JSON.stringify(manifest))
  return dir
}

const token = (address: string, symbol: string, decimals = 6) => ({ address, symbol, name: symbol, decimals })
const manifest = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  tokens: {
    USDT: token('0x5fbdb2315678afecb367f032d93f642f64180aa3', 'USDT'),
    DAI: token('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512', 'DAI', 18),
  },
  weth: '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0',
  factory: '0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9',
  router: '0xdc64a140aa3e981100a9beca4e685f962f0cf6c9',
  nft: '0x5fc8d32690cc91d4c39d9d3abcbd16989f875707',
  extraField: 'ignored',
}

const secretA = `whsec_${Buffer.from('lithic-event-subscription-secret').toString('base64')}`
const secretB = `whsec_${Buffer.from('lithic-auth-stream-access-secret').toString('base64')}`
/** Every production requirement but the issuer's. */
const production = {
  MODE: 'production',
  RPC_URL_1: 'https://eth.example/v2/secret-key',
  PUBLIC_ORIGIN: 'https://cards.example.com',
  DATABASE_URL: 'postgres://u@db/x',
  DEPOSIT_XPUB: `xpub${'A'.repeat(107)}`,
  CARD_DATA_KEY: 'ab'.repeat(32),
  TERMS_URL: 'https://cards.example.com/terms',
  PRIVACY_URL: 'https://cards.example.com/privacy',
  LEGAL_NOTICE_URL: 'https://cards.example.com/legal-notice',
  TRUST_PROXY: 'none',
}
const lithic = {
  ISSUER: 'lithic',
  LITHIC_API_KEY: 'lithic-test-key',
  LITHIC_ENVIRONMENT: 'production',
  LITHIC_WEBHOOK_SECRET: secretA,
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return [...(error as ConfigError).problems]
  }
  throw new Error('expected a ConfigError')
}

describe('loadConfig', () => {
  it('sandbox: defaults, and the chain from DATA_DIR/devchain.json', () => {
    const config = loadConfig({ DATA_DIR: dataDir(manifest) })
    expect(config).toMatchObject({
      mode: 'sandbox',
      port: 8080,
      host: '127.0.0.1',
      publicOrigin: 'http://localhost:8080',
      sessionTtlMs: 7 * 86_400_000,
      sessionIdleMs: 12 * 3_600_000,
      productName: 'Chaincard',
      createOrderDisabled: false,
      logLevel: 'info',
      sandbox: {
        settlementDelayMs: 30_000,
        applicationDelayMs: 5_000,
        inviteCode: 'WELCOME',
        payWithdrawals: true,
      },
    })
    expect(config.databaseUrl).toBeUndefined()
    const chain = config.chains[0]!
    expect(chain).toMatchObject({ id: 31337, requiredConfirmations: 2, orderCurrency: { id: 'usdt' } })
    expect(chain.orderCurrency.token.address).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(chain.swapRouter).toBe('0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9')
    expect(chain.tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDT', 'DAI'])
  })

  it('reserves: trees kept (30 by default), the anchor chain an enabled one, paid in the sandbox by dev account 9', () => {
    const plain = loadConfig({ DATA_DIR: dataDir(manifest) })
    expect(plain.reservesKeepTrees).toBe(30)
    expect(plain.reservesAnchor).toBeUndefined()
    const anchored = loadConfig({
      DATA_DIR: dataDir(manifest),
      RESERVES_ANCHOR_CHAIN: '31337',
      RESERVES_KEEP_TREES: '2',
    })
    expect(anchored.reservesKeepTrees).toBe(2)
    expect(anchored.reservesAnchor?.chainId).toBe(31337)
    expect(privateKeyToAddress(anchored.reservesAnchor!.key)).toBe(
      '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    )
    const own = loadConfig({
      DATA_DIR: dataDir(manifest),
      RESERVES_ANCHOR_CHAIN: '31337',
      RESERVES_ANCHOR_KEY: '7d'.repeat(32),
    })
    expect(own.reservesAnchor).toEqual({ chainId: 31337, key: `0x${'7d'.repeat(32)}` })
    expect(problemsOf({ DATA_DIR: dataDir(manifest), RESERVES_ANCHOR_CHAIN: '1' })).toContainEqual(
      expect.stringMatching(/^RESERVES_ANCHOR_CHAIN: chain 1 is not one of the enabled chains/),
    )
    expect(problemsOf({ DATA_DIR: dataDir(manifest), RESERVES_KEEP_TREES: '0' })).toContainEqual(
      expect.stringMatching(/RESERVES_KEEP_TREES/),
    )
    expect(problemsOf({ ...production, ...lithic, RESERVES_ANCHOR_CHAIN: '1' })).toContainEqual(
      expect.stringMatching(/^RESERVES_ANCHOR_KEY: required/),
    )
  })

  it('reads durations, flags and the origin', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(manifest),
      PORT: '9000',
      PUBLIC_ORIGIN: 'https://cards.example.com/',
      SESSION_TTL: '12h',
      SESSION_IDLE: '30m',
      SETTLEMENT_DELAY: '500ms',
      CREATE_ORDER_DISABLED: 'true',
      MEMBERSHIP_ENABLED: 'false',
      REQUIRED_CONFIRMATIONS: '5',
    })
    expect(config.publicOrigin).toBe('https://cards.example.com')
    expect(config.sessionTtlMs).toBe(12 * 3_600_000)
    expect(config.sessionIdleMs).toBe(30 * 60_000)
    expect(config.sandbox?.settlementDelayMs).toBe(500)
    expect(config.createOrderDisabled).toBe(true)
    expect(config.membershipEnabled).toBe(false)
    expect(config.chains[0]!.requiredConfirmations).toBe(5)
  })

  it('lists every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      SESSION_TTL: 'forever',
      SESSION_IDLE: 'a while',
      MODE: 'sandbox',
    })
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: /),
        expect.stringMatching(/^LOG_LEVEL: /),
        expect.stringMatching(/^SESSION_TTL: must be a duration/),
        expect.stringMatching(/^SESSION_IDLE: must be a duration/),
      ]),
    )
  })

  it('refuses a PRODUCT_NAME that cannot stand in an EIP-4361 statement', () => {
    for (const name of ['Caf\u00e9 Card', 'Card "Pro"', 'A<B>', 'Two\nLines']) {
      expect(problemsOf({ DATA_DIR: dataDir(manifest), PRODUCT_NAME: name })).toEqual([
        expect.stringMatching(/^PRODUCT_NAME: must be ASCII letters/),
      ])
    }
    expect(loadConfig({ DATA_DIR: dataDir(manifest), PRODUCT_NAME: "Joe's Card & Co." }).productName).toBe(
      "Joe's Card & Co.",
    )
  })

  it('trusts no proxy by default and reads TRUST_PROXY', () => {
    expect(loadConfig({ DATA_DIR: dataDir(manifest) }).trustProxy).toBe(false)
    expect(loadConfig({ DATA_DIR: dataDir(manifest), TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ DATA_DIR: dataDir(manifest), TRUST_PROXY: '10.0.0.0/8,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
    ])
    expect(loadConfig({ DATA_DIR: dataDir(manifest), TRUST_PROXY: 'none' }).trustProxy).toBe(false)
    expect(problemsOf({ DATA_DIR: dataDir(manifest), TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: must be a hop count or a comma-separated list/),
    ])
  })

  it('production refuses to start without an explicit TRUST_PROXY (a list, a hop count, or none)', () => {
    const { TRUST_PROXY: _, ...unset } = production
    expect(problemsOf({ ...unset, ...lithic })).toEqual([expect.stringMatching(/^TRUST_PROXY: missing/)])
    expect(loadConfig({ ...production, ...lithic, TRUST_PROXY: 'none' }).trustProxy).toBe(false)
    expect(loadConfig({ ...production, ...lithic, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
    ])
  })

  it('sandbox without a manifest says where it looked', () => {
    const dir = dataDir()
    expect(problemsOf({ DATA_DIR: dir })).toEqual([
      expect.stringContaining(`${join(dir, 'devchain.json')}: not found`),
    ])
  })

  it('production lists every missing requirement', () => {
    const problems = problemsOf({ MODE: 'production', RPC_URL_999: 'http://x' })
    expect(problems).toEqual(
      expect.arrayContaining([
        'RPC_URL_999: chain 999 is not a supported chain',
        'PUBLIC_ORIGIN: missing (required in production)',
        'DEPOSIT_XPUB: missing (required in production)',
        'CARD_DATA_KEY: missing (required in production)',
        'DATABASE_URL: missing (required in production)',
        'ISSUER: missing (required in production: lithic)',
        expect.stringMatching(/^TERMS_URL: missing \(required in production/),
      ]),
    )
  })

  it('production refuses to start without a real issuer: ISSUER unset, the sandbox issuer, or Lithic without its variables', () => {
    expect(problemsOf({ ...production })).toEqual(['ISSUER: missing (required in production: lithic)'])
    expect(problemsOf({ ...production, ISSUER: 'sandbox' })).toEqual([
      'ISSUER: the sandbox issuer cannot run in production (use lithic)',
    ])
    expect(problemsOf({ ...production, ISSUER: 'lithic' })).toEqual([
      'LITHIC_API_KEY: missing (required with ISSUER=lithic)',
      'LITHIC_ENVIRONMENT: missing (sandbox or production; or set LITHIC_BASE_URL)',
      'LITHIC_WEBHOOK_SECRET: missing (required with ISSUER=lithic)',
    ])
    expect(problemsOf({ ...production, ...lithic, LITHIC_ENVIRONMENT: '' })).toEqual([
      'LITHIC_ENVIRONMENT: missing (sandbox or production; or set LITHIC_BASE_URL)',
    ])
    expect(problemsOf({ ...production, ISSUER: 'acme' })).toEqual([expect.stringMatching(/^ISSUER: /)])
  })

  it('reads the Lithic issuer: environment or base URL, one or more webhook secrets', () => {
    const config = loadConfig({
      ...production,
      ...lithic,
      LITHIC_WEBHOOK_SECRET: ` ${secretA} , ${secretB} `,
    })
    expect(config.issuer).toEqual({
      kind: 'lithic',
      lithic: {
        apiKey: 'lithic-test-key',
        environment: 'production',
        webhookSecrets: [secretA, secretB],
        reconcileDays: 30,
      },
    })
    const viaUrl = loadConfig({
      ...production,
      ...lithic,
      LITHIC_ENVIRONMENT: '',
      LITHIC_BASE_URL: 'http://127.0.0.1:4010',
    })
    expect(viaUrl.issuer).toMatchObject({
      kind: 'lithic',
      lithic: { environment: 'sandbox', baseUrl: 'http://127.0.0.1:4010' },
    })
  })

  it('reads how many days back reconciliation reaches (ISSUER_RECONCILE_DAYS, default 30) and refuses 0', () => {
    expect(loadConfig({ ...production, ...lithic, ISSUER_RECONCILE_DAYS: '45' }).issuer).toMatchObject({
      lithic: { reconcileDays: 45 },
    })
    expect(problemsOf({ ...production, ...lithic, ISSUER_RECONCILE_DAYS: '0' })).toEqual([
      expect.stringMatching(/^ISSUER_RECONCILE_DAYS: /),
    ])
  })

  it('reads the 3DS challenge threshold (LITHIC_3DS_CHALLENGE_ABOVE, USD) and refuses one that is not an amount', () => {
    const config = loadConfig({ ...production, ...lithic, LITHIC_3DS_CHALLENGE_ABOVE: '250.5' })
    expect(config.issuer).toMatchObject({ lithic: { threeDsChallengeAboveMicro: 250_500_000n } })
    expect(loadConfig({ ...production, ...lithic }).issuer).not.toHaveProperty(
      'lithic.threeDsChallengeAboveMicro',
    )
    expect(problemsOf({ ...production, ...lithic, LITHIC_3DS_CHALLENGE_ABOVE: '-1' })).toEqual([
      expect.stringMatching(/^LITHIC_3DS_CHALLENGE_ABOVE: must be a USD amount/),
    ])
  })

  it('ROLE=issuer needs Lithic; LITHIC_EVENT_SUBSCRIPTION_TOKEN names the subscription reconciliation recovers', () => {
    const config = loadConfig({
      ...production,
      ...lithic,
      ROLE: 'issuer',
      LITHIC_EVENT_SUBSCRIPTION_TOKEN: 'ep_1srOrx2ZWZBpBUvZwXKQmoEYga1',
    })
    expect(config.role).toBe('issuer')
    expect(config.issuer).toMatchObject({
      lithic: { eventSubscriptionToken: 'ep_1srOrx2ZWZBpBUvZwXKQmoEYga1' },
    })
    expect(problemsOf({ DATA_DIR: dataDir(manifest), ROLE: 'issuer' })).toEqual([
      'ROLE: issuer serves the issuer webhook route, which only ISSUER=lithic has',
    ])
    expect(problemsOf({ ...production, ...lithic, LITHIC_EVENT_SUBSCRIPTION_TOKEN: 'a b' })).toEqual([
      expect.stringMatching(/^LITHIC_EVENT_SUBSCRIPTION_TOKEN: /),
    ])
  })

  it('a malformed Lithic variable is named without echoing its value', () => {
    const problems = problemsOf({
      ...production,
      ...lithic,
      LITHIC_ENVIRONMENT: 'staging',
      LITHIC_BASE_URL: 'ftp://lithic.example',
      LITHIC_WEBHOOK_SECRET: `${secretA},not-a-secret-value`,
    })
    expect(problems).toEqual([
      expect.stringMatching(/^LITHIC_ENVIRONMENT: /),
      expect.stringMatching(/^LITHIC_BASE_URL: /),
      expect.stringMatching(/^LITHIC_WEBHOOK_SECRET\.1: must be a webhook secret/),
    ])
    expect(problems.join('\n')).not.toContain('not-a-secret-value')
  })

  it('sandbox mode uses the sandbox issuer unless ISSUER=lithic, which needs the same variables', () => {
    expect(loadConfig({ DATA_DIR: dataDir(manifest) }).issuer).toEqual({ kind: 'sandbox' })
    expect(problemsOf({ DATA_DIR: dataDir(manifest), ISSUER: 'lithic' })).toHaveLength(3)
    const config = loadConfig({ DATA_DIR: dataDir(manifest), ...lithic, LITHIC_ENVIRONMENT: 'sandbox' })
    expect(config.issuer).toMatchObject({ kind: 'lithic', lithic: { environment: 'sandbox' } })
  })

  it('production builds the enabled chains from RPC_URL_<id> and never publishes them', () => {
    const config = loadConfig({
      MODE: 'production',
      RPC_URL_42161: 'https://arb.example/v2/secret-key',
      RPC_URL_1: 'https://eth.example/v2/secret-key',
      REQUIRED_CONFIRMATIONS_1: '6',
      PUBLIC_ORIGIN: 'https://cards.example.com',
      DATABASE_URL: 'postgres://u@db/x',
      DEPOSIT_XPUB: `xpub${'A'.repeat(107)}`,
      CARD_DATA_KEY: 'ab'.repeat(32),
      TERMS_URL: 'https://cards.example.com/terms',
      PRIVACY_URL: 'https://cards.example.com/privacy',
      LEGAL_NOTICE_URL: 'https://cards.example.com/legal-notice',
      TRUST_PROXY: '1',
      ...lithic,
    })
    expect(config.chains.map((c) => c.id)).toEqual([1, 42161])
    expect(config.chains[0]).toMatchObject({ requiredConfirmations: 6, orderCurrency: { id: 'usdt' } })
    expect(config.chains[1]).toMatchObject({
      requiredConfirmations: 12,
      orderCurrency: { id: 'usdc-arb-erc20' },
    })
    for (const c of config.chains) expect(c.publicRpcUrl).not.toContain('secret')
    expect(config.sandbox).toBeUndefined()
    // Production defaults of the service settings: JSON logs, no metrics listener, no trusted proxy.
    expect(config.logFormat).toBe('json')
    expect(config.metrics).toBeUndefined()
    expect(config.trustProxy).toBe(1)
  })

  it('production refuses an http: PUBLIC_ORIGIN (no Secure, no __Host- cookie over http)', () => {
    expect(problemsOf({ ...production, ...lithic, PUBLIC_ORIGIN: 'http://cards.example.com' })).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN: must be https:\/\/ in production/),
    ])
    expect(loadConfig({ ...production, ...lithic }).publicOrigin).toBe('https://cards.example.com')
    // The sandbox runs on http://localhost.
    expect(
      loadConfig({ DATA_DIR: dataDir(manifest), PUBLIC_ORIGIN: 'http://localhost:8080' }).publicOrigin,
    ).toBe('http://localhost:8080')
  })

  it('metrics listen on loopback unless METRICS_HOST names another interface, whatever HOST is', () => {
    const publicHost = { ...production, ...lithic, HOST: '0.0.0.0', METRICS_PORT: '9464' }
    expect(loadConfig(publicHost).metrics).toEqual({ host: '127.0.0.1', port: 9464, required: true })
    expect(loadConfig({ ...publicHost, METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      host: '0.0.0.0',
      port: 9464,
      required: true,
    })
    expect(loadConfig({ DATA_DIR: dataDir(manifest), HOST: '0.0.0.0' }).metrics?.host).toBe('127.0.0.1')
  })

  it('ADMIN_TOKENS names each operator with a digest of their token; ADMIN_TOKEN stays the operator admin', () => {
    const alice = 'a'.repeat(64)
    const bob = 'B'.repeat(64)
    const config = loadConfig({ ...production, ...lithic, ADMIN_TOKENS: ` alice:${alice}, bob.ops:${bob} ` })
    expect(config.adminTokens).toEqual([
      { name: 'alice', tokenSha256: alice },
      { name: 'bob.ops', tokenSha256: 'b'.repeat(64) },
    ])
    expect(config.adminToken).toBeUndefined()
    const both = loadConfig({
      ...production,
      ...lithic,
      ADMIN_TOKENS: `alice:${alice}`,
      ADMIN_TOKEN: 'x'.repeat(20),
    })
    expect(both).toMatchObject({ adminToken: 'x'.repeat(20), adminTokens: [{ name: 'alice' }] })
    for (const [value, problem] of [
      ['alice', /alice: must be name:sha256/],
      ['alice:secret-token-in-clear', /alice: must be name:sha256/],
      [`Alice:${alice}`, /"Alice" is not an operator name/],
      [`alice:${alice},alice:${'c'.repeat(64)}`, /alice: named twice/],
      [`alice:${alice},carol:${alice}`, /carol: the same token as another operator/],
    ] as const) {
      expect(problemsOf({ ...production, ...lithic, ADMIN_TOKENS: value }), value).toEqual([
        expect.stringMatching(new RegExp(`^ADMIN_TOKENS: ${problem.source}`)),
      ])
    }
    expect(
      problemsOf({ ...production, ...lithic, ADMIN_TOKENS: `admin:${alice}`, ADMIN_TOKEN: 'x'.repeat(20) }),
    ).toEqual([expect.stringMatching(/^ADMIN_TOKENS: admin: the name ADMIN_TOKEN's operator has/)])
  })

  it('ADMIN_PORT puts /api/admin on a listener of its own, loopback unless ADMIN_HOST says otherwise', () => {
    const publicHost = { ...production, ...lithic, HOST: '0.0.0.0' }
    expect(loadConfig(publicHost).adminListener).toBeUndefined()
    expect(loadConfig({ ...publicHost, ADMIN_PORT: '9090' }).adminListener).toEqual({
      host: '127.0.0.1',
      port: 9090,
    })
    expect(loadConfig({ ...publicHost, ADMIN_PORT: '9090', ADMIN_HOST: '10.0.0.5' }).adminListener).toEqual({
      host: '10.0.0.5',
      port: 9090,
    })
    expect(problemsOf({ ...publicHost, ADMIN_PORT: '8080' })).toEqual([
      'ADMIN_PORT: must not be the public PORT (8080)',
    ])
    expect(problemsOf({ ...publicHost, ADMIN_PORT: '9464', METRICS_PORT: '9464' })).toEqual([
      'ADMIN_PORT: must not be METRICS_PORT (9464)',
    ])
    expect(problemsOf({ ...publicHost, ADMIN_PORT: 'admin' })).toEqual([
      'ADMIN_PORT: must be a port (0-65535)',
    ])
  })

  it('logs readable lines in sandbox and JSON when asked (LOG_FORMAT)', () => {
    expect(loadConfig({ DATA_DIR: dataDir(manifest) }).logFormat).toBe('pretty')
    expect(loadConfig({ DATA_DIR: dataDir(manifest), LOG_FORMAT: 'json' }).logFormat).toBe('json')
    expect(problemsOf({ DATA_DIR: dataDir(manifest), LOG_FORMAT: 'xml' })).toEqual([
      'LOG_FORMAT: must be pretty or json',
    ])
  })
})
