// @vitest-environment node
// axe-core in real Chromium (layout and colour contrast included) on every route and on the dialogs and menus a
// person reaches from them, at 1280 and 375 px, in English and German (0 critical, 0 serious). The app
// is the production build served by `vite preview`; the API and the sandbox chain's RPC are answered at the
// network boundary by Playwright; every other request is aborted (nothing leaves this machine). Also: the
// WalletConnect chunk is never fetched on the home page, only when the wallet dialog opens on a deployment with
// a project id.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staticClosure } from '../../scripts/size-check'
import { card, SANDBOX_CONFIG } from '../../test/fixtures'
import { type BuiltApp, startBuiltApp } from '../../test/startBuiltApp'
import type { AppConfig, Card, CardList } from '../types/api'

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const webRoot = resolve(import.meta.dirname, '../..')
const ownBuildDir = join(webRoot, 'test-results', 'a11y-build')

const USDT = {
  symbol: 'USDT',
  name: 'Tether',
  decimals: 6,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  isNative: false,
  chainId: 31337,
  logoURI: '',
} as const
const CONFIG: AppConfig = {
  ...SANDBOX_CONFIG,
  chains: [{ ...(SANDBOX_CONFIG.chains[0] as AppConfig['chains'][number]), tokens: [USDT] }],
}
const PAYEE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const cards: Card[] = [
  card('c1', {
    status: 'active',
    number: '**** **** **** 4021',
    balance: '1284.57',
    balanceUpper: '5000.00',
    original: { balanceUpper: '3000.00' },
    pendingTopup: '0.00',
    supported: ['lock'],
  }),
  card('c2', { status: 'waiting_to_get', number: '**** **** **** 0042' }),
  card('c3', { status: 'locked', number: '**** **** **** 7788', supported: ['lock'] }),
]
const orders = [
  card('o1', { status: 'application_required', number: '**** **** **** ****', name: '' }),
  card('o2', { status: 'application_processing', number: '**** **** **** ****', name: '' }),
]
const list: CardList = {
  cards,
  orders: orders as CardList['orders'],
  leftCount: 0,
  cardProducts: [{ id: 'classic', name: 'Classic', program: 'classic', feature: [], scenario: [], note: [] }],
}

type Scenario = { config?: AppConfig; active?: boolean; userState?: string }

/** API.md answers for the screens reached here. */
function answer(path: string, scenario: Scenario): unknown {
  if (path === '/config') return scenario.config ?? CONFIG
  if (path === '/state') return { active: scenario.active ?? true }
  if (path === '/user/state') return { state: scenario.userState ?? 'normal' }
  if (path === '/user/invitation')
    return { code: 'CHAIN7X2', availableCount: 3, rewardBalance: '36.80', redemptionEnable: true }
  if (path === '/user/membership')
    return {
      enable: true,
      level: 1,
      rebate: '0.002',
      nextInfo: { level: 2, requiredValue: '5000.00', percent: 38.25 },
    }
  if (path === '/user/sessions')
    return {
      sessions: [
        {
          id: '5f0c8a2e-1b7d-4c3a-9e6f-2d4b8a1c7e90',
          createdAt: '2026-11-21T10:00:00.000Z',
          lastSeenAt: '2026-11-21T10:05:00.000Z',
          userAgent: 'Chrome on macOS',
          current: true,
        },
        {
          id: '9a3e6c1d-4f2b-4e8a-b7c5-0d1f2e3a4b5c',
          createdAt: '2026-11-18T07:30:00.000Z',
          lastSeenAt: '2026-11-20T19:45:00.000Z',
          userAgent: 'Safari on iOS',
          current: false,
        },
      ],
    }
  if (path === '/card') return list
  const one = /^\/card\/([^/]+)$/.exec(path)
  if (one) return [...cards, ...orders].find((c) => c.id === one[1])
  if (/^\/card\/[^/]+\/(pending-)?transaction$/.test(path)) return { items: [], total: 0 }
  if (/^\/card\/[^/]+\/topup$/.test(path))
    return {
      topupCurrency: 'usdt',
      address: PAYEE,
      currency: 'usdt',
      chainId: 31337,
      feeRate: '0.0018',
      original: { feeRate: '0.003' },
      lower: '1510000',
      upper: null,
    }
  if (/^\/card\/[^/]+\/3ds$/.test(path))
    return { otp: '123456', merchantName: 'Coffee Roasters', currency: 'EUR', amount: '4.50' }
  if (/^\/card\/[^/]+\/view$/.test(path)) return { kind: 'image' }
  if (/^\/card\/[^/]+\/held-deposits$/.test(path)) return { items: [] }
  // The Controls panel: a card locked to its merchant, a country list and a limit set; the program's maxima.
  if (/^\/card\/[^/]+\/controls$/.test(path))
    return {
      limits: { perPurchase: null, daily: '200.00', monthly: null },
      blockedCategories: ['gambling'],
      channels: { online: true, inStore: true, atm: false },
      countries: ['DEU', 'USA'],
      merchantLock: 'first_merchant',
      lockedMerchant: { name: 'NETFLIX.COM', acceptorId: '445566778899' },
    }
  if (path === '/health')
    return {
      status: 'ok',
      db: 'ok',
      chains: {},
      watchers: {},
      issuer: {
        name: 'sandbox',
        state: 'ok',
        policy: {
          blockedMccs: ['7995'],
          cash: 'off',
          dailyAmount: '2500.00',
          dailyCount: 50,
          monthlyAmount: '10000.00',
          avs: 'decline_mismatch',
        },
      },
    }
  if (/^\/card\/[^/]+\/img$/.test(path))
    return {
      img: 'data:image/svg+xml;base64,PHN2Zy8+',
      number: '4000123412341234',
      expiry: '11/27',
      cvv: '321',
    }
  if (path === '/reward/record')
    return {
      items: [
        {
          at: '2026-11-20T10:00:00.000Z',
          type: 'referral',
          amount: '0.00',
          grant: { freeCards: 1, invitationUses: 1 },
        },
        { at: '2026-11-19T10:00:00.000Z', type: 'rebate', amount: '0.25' },
      ],
      total: 2,
    }
  if (path === '/reward/balance') return { rewardBalance: '36.80' }
  if (path === '/reward/redeemable-option') return { options: ['10.00', '20.00', '50.00', '100.00'] }
  return undefined
}

/** The sandbox chain's JSON-RPC, for the wagmi mock connector and the balance reads. */
async function fakeRpc(route: Route) {
  const body = route.request().postDataJSON() as
    | { id: number; method: string }
    | { id: number; method: string }[]
  const one = (r: { id: number; method: string }) => ({
    jsonrpc: '2.0',
    id: r.id,
    result: r.method === 'eth_chainId' ? '0x7a69' : r.method === 'eth_blockNumber' ? '0x1' : '0x0',
  })
  await route.fulfill({ status: 200, json: Array.isArray(body) ? body.map(one) : one(body) })
}

let app: BuiltApp
let browser: Browser
let origin: string

beforeAll(async () => {
  app = await startBuiltApp({ webRoot, buildDir: ownBuildDir, firstPort: 5900 })
  browser = app.browser
  origin = app.origin
}, 300_000)

afterAll(async () => {
  await app?.close()
})

type Opened = { page: Page; requested: string[] }

async function open(
  path: string,
  width: number,
  scenario: Scenario & { connected?: boolean } = {},
): Promise<Opened> {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 812 : 900 } })
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  if (scenario.connected !== false) {
    await page.addInitScript(() => localStorage.setItem('wagmi.recentConnectorId', '"mock"'))
  }
  await page.routeWebSocket(/.*/, (ws) => ws.close())
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url())
    if (url.origin === origin && url.pathname.startsWith('/api/')) {
      const body = answer(url.pathname.replace(/^\/api/, ''), scenario)
      if (body === undefined)
        await route.fulfill({ status: 404, json: { code: 'not_found', message: 'not found' } })
      else await route.fulfill({ status: 200, json: body })
      return
    }
    if (url.origin === origin) return route.continue()
    if (url.host === '127.0.0.1:8545') return fakeRpc(route)
    // Nothing leaves this machine.
    await route.abort()
  })
  await page.goto(`${origin}${path}`)
  return { page, requested }
}

async function settle(page: Page) {
  await page.waitForFunction(
    () => document.querySelectorAll('.animate-pulse[role="status"]').length === 0,
    null,
    {
      timeout: 30_000,
    },
  )
}

/** axe-core on the whole document: every rule, plus label-content-name-mismatch; serious and critical only. */
async function seriousViolations(page: Page): Promise<string[]> {
  // A page shared with the step before has axe already.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const result = await axe.run(document, { rules: { 'label-content-name-mismatch': { enabled: true } } })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

type Step = {
  name: string
  path: string
  scenario?: Scenario & { connected?: boolean }
  act?: (page: Page) => Promise<void>
}

const steps = (prefix: string, t: (en: string, de: string) => string): Step[] => [
  {
    name: 'home',
    path: `${prefix}/`,
    scenario: { connected: false },
    act: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'wallet dialog',
    path: `${prefix}/`,
    scenario: { connected: false },
    act: async (p) => {
      await p
        .getByRole('button', { name: t('Connect wallet', 'Wallet verbinden') })
        .first()
        .click()
      await p.getByRole('dialog').waitFor()
    },
  },
  {
    name: 'invitation dialog',
    path: `${prefix}/`,
    scenario: { active: false },
    act: (p) => p.getByRole('dialog').waitFor({ timeout: 30_000 }),
  },
  {
    name: 'card list',
    path: `${prefix}/card`,
    act: (p) => p.getByText('CHAIN7X2').waitFor({ timeout: 30_000 }),
  },
  {
    name: 'account menu',
    path: `${prefix}/card`,
    act: async (p) => {
      await p.getByRole('button', { name: /\((Account|Konto)\)$/ }).click()
      await p.getByRole('menu').waitFor()
    },
  },
  {
    name: 'reward history',
    path: `${prefix}/card`,
    act: async (p) => {
      await p.getByRole('button', { name: t('History', 'Verlauf') }).click()
      await p.getByRole('dialog').getByText(/\+1/).first().waitFor()
    },
  },
  {
    name: 'not eligible',
    path: `${prefix}/card`,
    act: async (p) => {
      await p.getByRole('button', { name: t('Add a Classic card', 'Karte „Klassisch“ hinzufügen') }).click()
      await p.getByRole('dialog').waitFor()
    },
  },
  {
    name: 'card detail',
    path: `${prefix}/card/c1`,
    act: (p) => p.getByTestId('card-actions').waitFor({ timeout: 30_000 }),
  },
  {
    name: 'card controls open',
    path: `${prefix}/card/c1`,
    act: async (p) => {
      const panel = p.getByRole('region', { name: t('Controls', 'Kontrollen'), exact: true })
      await panel.getByRole('button', { name: t('Controls', 'Kontrollen'), exact: true }).click()
      // Everything the panel shows at once: the maxima, the chosen countries and the list, the locked merchant.
      await panel
        .getByText(t('Locked to NETFLIX.COM.', 'Gebunden an NETFLIX.COM.'))
        .waitFor({ timeout: 30_000 })
      await panel
        .getByText(t('At most 10,000.00 USD', 'Höchstens 10.000,00 USD'))
        .waitFor({ timeout: 30_000 })
      await panel.getByRole('searchbox').waitFor()
    },
  },
  {
    name: 'one-time passcode',
    path: `${prefix}/card/c1`,
    act: async (p) => {
      await p.getByRole('button', { name: t('Get OTP', 'Einmalcode abrufen') }).click()
      await p.getByTestId('otp-code').waitFor()
    },
  },
  {
    name: 'top up with reward',
    path: `${prefix}/card/c1`,
    act: async (p) => {
      await p.getByRole('button', { name: t('Top up with reward', 'Mit Prämie aufladen') }).click()
      // Any amount: the amount field and the quick picks.
      await p
        .getByRole('dialog')
        .getByRole('textbox', { name: t('Amount (USD)', 'Betrag (USD)') })
        .waitFor()
    },
  },
  {
    name: 'card details',
    path: `${prefix}/card/c2`,
    act: async (p) => {
      await p.getByRole('button', { name: t('Check card details', 'Kartendaten ansehen') }).click()
      await p.getByTestId('card-cvv').waitFor()
    },
  },
  {
    name: 'contact form',
    path: `${prefix}/card/o1`,
    // A paid order opens its contact form by itself.
    act: (p) =>
      p.getByRole('dialog', { name: t('Contact information', 'Kontaktdaten') }).waitFor({ timeout: 30_000 }),
  },
  {
    name: 'blocked reasons',
    path: `${prefix}/card/c3`,
    scenario: { userState: 'blocked' },
    act: (p) => p.getByTestId('blocked-user_blocked').waitFor({ timeout: 30_000 }),
  },
  {
    name: 'top-up',
    path: `${prefix}/card/c1/topup`,
    act: (p) => p.getByRole('button', { name: t('Confirm', 'Bestätigen') }).waitFor({ timeout: 30_000 }),
  },
  {
    name: 'deposit address',
    path: `${prefix}/card/c1/deposit`,
    act: (p) => p.getByTestId('deposit-qr').waitFor({ timeout: 30_000 }),
  },
  {
    name: 'profile',
    path: `${prefix}/profile`,
    act: async (p) => {
      await p.getByTestId('profile-code').waitFor({ timeout: 30_000 })
      await p.getByTestId('session-item').nth(1).waitFor({ timeout: 30_000 })
    },
  },
  {
    name: 'sign out everywhere dialog',
    path: `${prefix}/profile`,
    act: async (p) => {
      await p.getByTestId('session-item').nth(1).waitFor({ timeout: 30_000 })
      await p.getByRole('button', { name: t('Sign out everywhere', 'Überall abmelden') }).click()
      await p.getByRole('dialog').waitFor()
    },
  },
  { name: 'Q&A', path: `${prefix}/qa`, act: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  {
    name: 'not found',
    path: `${prefix}/404`,
    scenario: { connected: false },
    act: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
]

/**
 * Steps in a row on the same route, scenario and width share one page load: a load and the app's start took
 * about 1.5 s of the 2 s a check cost (the check itself about 0.35 s), and 8 of a locale and width's 20 steps
 * only open something more on the page the step before them loaded. Between two of them, Escape closes what the
 * step before opened (every dialog and menu here closes on it); a page that still shows one after that, or whose
 * check failed, is closed, and the next step loads its own.
 */
let shared: { key: string; page: Page } | undefined

async function closeShared() {
  const page = shared?.page
  shared = undefined
  await page?.close()
}

async function nothingOpen(page: Page): Promise<boolean> {
  await page.keyboard.press('Escape')
  return page
    .waitForFunction(() => document.querySelectorAll('[role="dialog"], [role="menu"]').length === 0, null, {
      timeout: 5_000,
    })
    .then(
      () => true,
      () => false,
    )
}

async function pageFor(step: Step, width: number): Promise<Page> {
  const key = JSON.stringify([step.path, step.scenario ?? {}, width])
  if (shared?.key === key && (await nothingOpen(shared.page))) return shared.page
  await closeShared()
  const { page } = await open(step.path, width, step.scenario)
  shared = { key, page }
  return page
}

for (const [locale, prefix, t] of [
  ['en', '', (en: string) => en],
  ['de', '/de', (_en: string, de: string) => de],
] as const) {
  describe(`axe in Chromium, ${locale}: 0 serious, 0 critical`, () => {
    afterAll(closeShared)
    for (const width of [1280, 375]) {
      for (const step of steps(prefix, t)) {
        it(`${step.name} at ${width} px`, async () => {
          const page = await pageFor(step, width)
          try {
            await step.act?.(page)
            await settle(page)
            expect(await seriousViolations(page)).toEqual([])
            if (width === 375) {
              const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)
              expect(scrollWidth).toBeLessThanOrEqual(375)
            }
          } catch (error) {
            await closeShared()
            throw error
          }
        }, 120_000)
      }
    }
  })
}

describe("the home page's first load: the entry's own scripts and nothing lazy", () => {
  it('a visitor with no wallet fetches exactly the entry and its static imports, no lazy chunk, no later English', async () => {
    const manifest = JSON.parse(
      readFileSync(join(app.buildDir, '.vite/manifest.json'), 'utf8'),
    ) as Parameters<typeof staticClosure>[0]
    const firstLoad = staticClosure(manifest).filter((file) => file.endsWith('.js'))
    const { page, requested } = await open('/', 1280, { connected: false })
    try {
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.getByRole('link', { name: 'Proof of reserves' }).waitFor()
      await page.waitForLoadState('networkidle')
      const scripts = requested
        .map((url) => new URL(url))
        .filter((url) => url.origin === origin && url.pathname.endsWith('.js'))
        .map((url) => url.pathname.slice(1))
      expect([...new Set(scripts)].sort()).toEqual([...firstLoad].sort())
    } finally {
      await page.close()
    }
  }, 120_000)
})

describe('WalletConnect: offered only with a project id, its chunk never on home', () => {
  const manifest = () =>
    JSON.parse(readFileSync(join(app.buildDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; src?: string; name?: string }
    >
  const walletConnectFiles = () =>
    Object.entries(manifest())
      .filter(([key]) => key.includes('addWalletConnect') || key.includes('@walletconnect/ethereum-provider'))
      .map(([, chunk]) => chunk.file)

  it('the build has its own chunks for it', () => {
    expect(walletConnectFiles().length).toBeGreaterThanOrEqual(2)
  })

  it('with a project id: home loads none of them; the wallet dialog loads them and lists WalletConnect', async () => {
    const config: AppConfig = { ...CONFIG, walletConnectProjectId: 'e2eproject0123456789' }
    const { page, requested } = await open('/', 1280, { config, connected: false })
    try {
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.waitForLoadState('networkidle')
      const files = walletConnectFiles()
      expect(requested.filter((url) => files.some((file) => url.endsWith(file)))).toEqual([])
      await page.getByRole('button', { name: 'Connect wallet' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
      await dialog.getByRole('button', { name: /WalletConnect/ }).waitFor({ timeout: 60_000 })
      expect(
        requested.some((url) => url.includes(files.find((f) => f.includes('addWalletConnect')) ?? '!')),
      ).toBe(true)
    } finally {
      await page.close()
    }
  }, 120_000)

  it('without a project id: the dialog has no WalletConnect and never loads its chunks', async () => {
    const { page, requested } = await open('/', 1280, { connected: false })
    try {
      await page.getByRole('button', { name: 'Connect wallet' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
      await dialog.getByRole('button', { name: /Sandbox wallet/ }).waitFor({ timeout: 60_000 })
      await page.waitForLoadState('networkidle')
      expect(await dialog.getByRole('button', { name: /WalletConnect/ }).count()).toBe(0)
      const files = walletConnectFiles()
      expect(requested.filter((url) => files.some((file) => url.endsWith(file)))).toEqual([])
    } finally {
      await page.close()
    }
  }, 120_000)
})
