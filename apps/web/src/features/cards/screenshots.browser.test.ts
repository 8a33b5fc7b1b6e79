// @vitest-environment node
// Screenshots of the card list and the card detail rendered by Chromium (desktop 1280 px and phone 375 px), from
// the real app built by Vite and served by `vite preview` (a production build: the dev server's StrictMode
// double effects currently stop the sandbox wallet from reconnecting, see the report); the API (and the sandbox
// chain's RPC) is answered at the network boundary by Playwright. Saved under apps/web/test-results/screenshots; nothing may overflow at 375 px.
import { existsSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { card, SANDBOX_CONFIG } from '../../../test/fixtures'
import { type BuiltApp, startBuiltApp } from '../../../test/startBuiltApp'
import type { Card, CardList } from '../../types/api'

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const webRoot = resolve(import.meta.dirname, '../../..')
const outDir = join(webRoot, 'test-results', 'screenshots')

const cards: Card[] = [
  card('c1', {
    status: 'active',
    number: '**** **** **** 4021',
    balance: '1284.57',
    balanceUpper: '5000.00',
    original: { balanceUpper: '3000.00' },
    pendingTopup: '250.00',
    supported: ['lock'],
    name: 'J*** D**',
  }),
  card('c2', {
    status: 'locked',
    program: 'business',
    productId: 'business',
    number: '**** **** **** 7788',
    balance: '-12.30',
    balanceUpper: '10000.00',
    original: { balanceUpper: '10000.00' },
    supported: ['lock', 'full-transaction'],
  }),
  card('c3', { status: 'waiting_to_get', number: '**** **** **** 0042' }),
  card('c4', { status: 'active', expired: true, number: '**** **** **** 9001' }),
]
const orders = [card('o1', { status: 'application_required', number: '**** **** **** ****', name: '' })]
const list: CardList = {
  cards,
  orders: orders as CardList['orders'],
  leftCount: 2,
  cardProducts: [
    {
      id: 'classic-usd',
      name: 'Classic',
      program: 'classic',
      feature: ['Card limit up to USD 3,000'],
      scenario: [],
      note: [],
    },
    {
      id: 'business',
      name: 'Business',
      program: 'business',
      feature: ['Card limit up to USD 10,000'],
      scenario: [],
      note: [],
    },
  ],
}

/** Cents as a USD wire string, in integers ("-20.45"). */
const usd = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`

/**
 * The card history as the server answers it, newest first, its running balance ending at c1's 1284.57:
 * a purchase settled, one held, a top-up and a reversed purchase, in turn.
 */
function history(skip: number, total: number) {
  const kinds = [
    { type: 'consumption', state: 'settled', amount: -2045, change: -2045 },
    { type: 'authorization_approval', state: 'pending', amount: -2045, change: -2045 },
    { type: 'topup', state: 'settled', amount: 3500, change: 3500 },
    { type: 'authorization_reversal', state: 'reversed', amount: -2045, change: 0 },
  ] as const
  const kind = (n: number) => kinds[n % 4]!
  let after = 128_457
  for (let n = 0; n < skip; n++) after -= kind(n).change
  const page = transactions(skip, total)
  return {
    ...page,
    items: page.items.map((item, i) => {
      const k = kind(skip + i)
      const row = {
        ...item,
        type: k.type,
        description: k.type === 'topup' ? '' : item.description,
        settlement: { amount: usd(Math.abs(k.amount)), currency: 'USD' },
        state: k.state,
        direction: k.amount < 0 ? 'debit' : 'credit',
        amount: usd(k.amount),
        balanceChange: usd(k.change),
        balanceAfter: usd(after),
      }
      after -= k.change
      return row
    }),
  }
}

function transactions(skip: number, total: number) {
  return {
    items: Array.from({ length: Math.max(0, Math.min(10, total - skip)) }, (_, i) => ({
      at: new Date(Date.UTC(2026, 10, 20 - ((skip + i) % 19), 14, 5)).toISOString(),
      id: `issuer-transaction-${1000 + skip + i}`,
      original: { amount: (skip + i) % 3 ? '18.9' : '42', currency: (skip + i) % 3 ? 'EUR' : 'USD' },
      settlement: { amount: (skip + i) % 4 ? '-20.45' : '35.00', currency: 'USD' },
      description: ['Coffee Roasters Berlin', 'Cloud hosting subscription', 'Airline ticket', 'Refund'][
        (skip + i) % 4
      ],
      type: ['consumption', 'authorization_approval', 'consumption', 'authorization_reversal'][
        (skip + i) % 4
      ],
    })),
    total,
  }
}

/** API.md answers for the pages shot here. */
function answer(path: string, search: URLSearchParams): unknown {
  const skip = Number(search.get('skip') ?? 0)
  if (path === '/config') return SANDBOX_CONFIG
  if (path === '/state') return { active: true }
  if (path === '/user/state') return { state: 'normal' }
  if (path === '/user/invitation')
    return { code: 'CHAIN7X2', availableCount: 3, rewardBalance: '36.80', redemptionEnable: true }
  if (path === '/user/membership')
    return {
      enable: true,
      level: 1,
      rebate: '0.002',
      nextInfo: { level: 2, requiredValue: '5000.00', percent: 38.25 },
    }
  if (path === '/card') return list
  const one = /^\/card\/([^/]+)$/.exec(path)
  if (one) return [...cards, ...orders].find((c) => c.id === one[1])
  if (/^\/card\/[^/]+\/transaction$/.test(path)) return history(skip, 37)
  if (/^\/card\/[^/]+\/pending-transaction$/.test(path)) return transactions(skip, 3)
  return undefined
}

async function fakeApi(route: Route) {
  const url = new URL(route.request().url())
  const body = answer(url.pathname.replace(/^\/api/, ''), url.searchParams)
  if (body === undefined) {
    await route.fulfill({ status: 404, json: { code: 'not_found', message: 'not found' } })
    return
  }
  await route.fulfill({ status: 200, json: body })
}

/** The sandbox chain's JSON-RPC, for the wagmi mock connector (chain id only). */
async function fakeRpc(route: Route) {
  const request = route.request().postDataJSON() as { id: number; method: string }
  const result =
    request.method === 'eth_chainId' ? '0x7a69' : request.method === 'eth_blockNumber' ? '0x1' : null
  await route.fulfill({ status: 200, json: { jsonrpc: '2.0', id: request.id, result } })
}

let app: BuiltApp
let browser: Browser
let origin: string

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true })
  app = await startBuiltApp({
    webRoot,
    buildDir: join(webRoot, 'test-results', 'screenshot-build'),
    firstPort: 5400,
  })
  browser = app.browser
  origin = app.origin
}, 300_000)

afterAll(async () => {
  await app?.close()
})

async function openPage(width: number, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 812 : 900 } })
  // the sandbox wallet was the last one used: the wallet runtime reconnects it at start
  await page.addInitScript(() => localStorage.setItem('wagmi.recentConnectorId', '"mock"'))
  await page.route((url) => url.pathname.startsWith('/api/'), fakeApi)
  await page.route('http://127.0.0.1:8545/**', fakeRpc)
  await page.goto(`${origin}${path}`)
  return page
}

async function shoot(page: Page, name: string, width: number) {
  // no skeleton left (every query answered)
  await page.waitForFunction(() => document.querySelectorAll('.animate-pulse').length === 0, null, {
    timeout: 30_000,
  })
  const file = join(outDir, `${name}-${width}.png`)
  await page.screenshot({ path: file, fullPage: true })
  expect(existsSync(file)).toBe(true)
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)
  if (width === 375) expect(scrollWidth).toBeLessThanOrEqual(375)
  return scrollWidth
}

/** axe-core (WCAG 2 A/AA) on the rendered page, in real Chromium (layout and contrast included). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] })
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

describe('screenshots (Chromium, fake API at the network boundary)', () => {
  for (const width of [1280, 375]) {
    it(`card list at ${width} px`, async () => {
      const page = await openPage(width, '/card')
      await page.getByRole('heading', { name: 'My cards', level: 1 }).waitFor({ timeout: 60_000 })
      await page.getByText('CHAIN7X2').waitFor()
      await page.getByRole('tab', { name: /Activated \(3\)/ }).waitFor()
      await shoot(page, 'card-list', width)
      expect(await axeViolations(page)).toEqual([])
      await page.close()
    }, 180_000)

    it(`card detail at ${width} px`, async () => {
      const page = await openPage(width, '/card/c1')
      await page.getByRole('heading', { name: 'Card details', level: 1 }).waitFor({ timeout: 60_000 })
      await page.getByTestId('tx-row').first().waitFor()
      await shoot(page, 'card-detail', width)
      expect(await axeViolations(page)).toEqual([])
      await page.close()
    }, 180_000)
  }
})
