import type { CardControls } from '@chaincard/domain'
import { DEFAULT_CARD_CONTROLS } from '@chaincard/domain'
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { card, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'

// The card page's Controls panel: the owner's limits (with the program's maxima), blocked categories, channels,
// countries and merchant lock, read and saved over the API; a refusal at its field; a decline by a control
// saying which, with the owner's limit. Each in English and in German (formal), against a fake network only.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

const AT = '2026-11-20T10:00:00.000Z'
const POLICY = {
  blockedMccs: ['7995'],
  cash: 'off',
  dailyAmount: '2500.00',
  dailyCount: 50,
  monthlyAmount: '10000.00',
  avs: 'decline_mismatch',
}

type Texts = {
  path: string
  panel: string
  perPurchase: string
  daily: string
  monthly: string
  max: (daily: string) => string
  gambling: string
  travel: string
  online: string
  atm: string
  listMode: string
  findCountry: string
  germany: string
  removeGermany: string
  firstMerchant: string
  save: string
  saved: string
  lockedTo: string
  unlock: string
  unlocked: string
  aboveMax: string
  notAmount: string
  refused: string
  countriesEmpty: string
  daily200: string
  dailyInput: string
  declinedDaily: string
  declinedCategory: string
  declinedPurchaseNoFigure: string
  window: RegExp
  noCash: string
}

const EN: Texts = {
  path: '/card/c1',
  panel: 'Controls',
  perPurchase: 'Per purchase',
  daily: 'Per day',
  monthly: 'Per month',
  max: (amount) => `At most ${amount} USD`,
  gambling: 'Gambling and lotteries',
  travel: 'Travel: airlines, hotels, car rental',
  online: 'Online purchases',
  atm: 'ATM withdrawals',
  listMode: 'Only in the countries I choose',
  findCountry: 'Find a country',
  germany: 'Germany',
  removeGermany: 'Remove Germany',
  firstMerchant: 'Lock to the first merchant',
  save: 'Save controls',
  saved: 'Your controls are saved.',
  lockedTo: 'Locked to NETFLIX.COM.',
  unlock: 'Unlock',
  unlocked: 'The card is no longer locked to a merchant.',
  aboveMax: 'At most 2,500.00 USD: the card program allows no more.',
  notAmount: 'Enter an amount in USD above 0 with at most 2 decimals, or leave the field empty.',
  refused: 'This limit was not accepted. Enter an amount above 0, at most what the card program allows.',
  countriesEmpty: 'Choose at least one country, or choose Everywhere.',
  daily200: '200.00',
  dailyInput: '1,234.5',
  declinedDaily: 'Declined: over your daily limit of 200.00 USD',
  declinedCategory: 'Declined: this kind of merchant is blocked in your controls',
  declinedPurchaseNoFigure: 'Declined: over your limit per purchase',
  window:
    /^Days and months are counted in UTC: your daily limit starts over at \d{1,2}:00\s?[AP]M your time\.$/,
  noCash: 'The card program allows no cash withdrawals: they are declined whatever this switch says.',
}

const DE: Texts = {
  path: '/de/card/c1',
  panel: 'Kontrollen',
  perPurchase: 'Pro Zahlung',
  daily: 'Pro Tag',
  monthly: 'Pro Monat',
  max: (amount) => `Höchstens ${amount} USD`,
  gambling: 'Glücksspiel und Lotterien',
  travel: 'Reisen: Fluglinien, Hotels, Mietwagen',
  online: 'Online-Zahlungen',
  atm: 'Abhebungen am Geldautomaten',
  listMode: 'Nur in den Ländern, die ich wähle',
  findCountry: 'Land suchen',
  germany: 'Deutschland',
  removeGermany: 'Deutschland entfernen',
  firstMerchant: 'An den ersten Händler binden',
  save: 'Kontrollen speichern',
  saved: 'Ihre Kontrollen sind gespeichert.',
  lockedTo: 'Gebunden an NETFLIX.COM.',
  unlock: 'Bindung aufheben',
  unlocked: 'Die Karte ist nicht mehr an einen Händler gebunden.',
  aboveMax: 'Höchstens 2.500,00 USD: Mehr erlaubt das Kartenprogramm nicht.',
  notAmount:
    'Geben Sie einen Betrag in USD über 0 mit höchstens 2 Nachkommastellen ein oder lassen Sie das Feld leer.',
  refused:
    'Dieses Limit wurde nicht angenommen. Geben Sie einen Betrag über 0 ein, höchstens so viel, wie das Kartenprogramm erlaubt.',
  countriesEmpty: 'Wählen Sie mindestens ein Land oder wählen Sie „Überall“.',
  daily200: '200,00',
  dailyInput: '1.234,5',
  declinedDaily: 'Abgelehnt: über Ihrem Tageslimit von 200,00 USD',
  declinedCategory: 'Abgelehnt: diese Händlerart ist in Ihren Kontrollen gesperrt',
  declinedPurchaseNoFigure: 'Abgelehnt: über Ihrem Limit pro Zahlung',
  window: /^Tage und Monate werden in UTC gezählt: Ihr Tageslimit beginnt um \d{2}:00 Ihrer Zeit neu\.$/,
  noCash:
    'Das Kartenprogramm erlaubt keine Bargeldabhebungen: Sie werden abgelehnt, wie auch immer dieser Schalter steht.',
}

const declined = (id: string, fields: Record<string, unknown>) => ({
  at: AT,
  id,
  original: { amount: '250.00', currency: 'USD' },
  settlement: { amount: '250.00', currency: 'USD' },
  description: 'E2E Electronics',
  type: 'authorization_decline',
  state: 'declined',
  direction: 'debit',
  amount: '-250.00',
  balanceChange: '0.00',
  ...fields,
})

function server({
  controls = DEFAULT_CARD_CONTROLS,
  put,
  history = [],
  health = {
    body: {
      status: 'ok',
      db: 'ok',
      chains: {},
      watchers: {},
      issuer: { name: 'sandbox', state: 'ok', policy: POLICY },
    },
  },
}: {
  controls?: CardControls
  put?: FakeHandler
  history?: unknown[]
  health?: FakeReply
} = {}) {
  let stored: CardControls = controls
  const c = () => card('c1', { status: 'active', balance: '100.00', supported: ['lock', 'full-transaction'] })
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /health': health,
    'GET /state': { body: { active: true } },
    'GET /card': () => ({ body: { cards: [c()], orders: [], leftCount: 1, cardProducts: [] } }),
    'GET /card/c1': () => ({ body: c() }),
    'GET /user/state': { body: { state: 'normal' } },
    'GET /user/invitation': {
      body: { code: 'ABCD1234', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
    },
    'GET /card/c1/transaction': { body: { items: history, total: history.length } },
    'GET /card/c1/pending-transaction': { body: { items: [], total: 0 } },
    'GET /card/c1/disputes': { body: { items: [] } },
    'GET /card/c1/wallets': { body: { items: [] } },
    'GET /card/c1/challenge': { body: 'OK' },
    'GET /card/c1/controls': () => ({ body: stored }),
    'PUT /card/c1/controls': async (call) => {
      if (put) return put(call)
      // As the server stores it: amounts with two decimals, no merchant once the lock is off.
      const body = call.body as CardControls
      stored = {
        ...body,
        ...(body.merchantLock === 'first_merchant' && stored.lockedMerchant
          ? { lockedMerchant: stored.lockedMerchant }
          : {}),
      }
      return { body: stored }
    },
  })
}

async function openPanel(texts: Texts) {
  const section = await screen.findByRole('region', { name: texts.panel }, { timeout: 30_000 })
  const toggle = within(section).getByRole('button', { name: texts.panel })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await userEvent.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await within(section).findByRole('button', { name: texts.save })
  return section
}

const puts = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.method === 'PUT' && c.path === '/card/c1/controls').map((c) => c.body)

async function seriousViolations() {
  // jsdom has no layout: colour contrast cannot be computed there.
  const result = await axe.run(document.documentElement, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The ids an element's aria-describedby names, as the texts they point at. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe.each([
  ['English', EN],
  ['German', DE],
])('the Controls panel in %s', (_language, texts) => {
  it('shows the stored controls in the page’s notation, with the program’s maxima, and is axe clean open', async () => {
    const api = server({
      controls: {
        limits: { perPurchase: '50.00', daily: '200.00', monthly: null },
        blockedCategories: ['gambling'],
        channels: { online: true, inStore: true, atm: false },
        countries: ['DEU'],
        merchantLock: 'off',
      },
    })
    renderApp(texts.path)
    const section = await openPanel(texts)
    // Read only once opened.
    expect(api.count('GET /card/c1/controls')).toBe(1)
    const perPurchase = within(section).getByRole('textbox', { name: texts.perPurchase })
    const daily = within(section).getByRole('textbox', { name: texts.daily })
    const monthly = within(section).getByRole('textbox', { name: texts.monthly })
    expect(perPurchase).toHaveValue(texts.daily200.replace('200', '50'))
    expect(daily).toHaveValue(texts.daily200)
    expect(monthly).toHaveValue('')
    await waitFor(() =>
      expect(description(daily)).toContain(texts.max(texts === EN ? '2,500.00' : '2.500,00')),
    )
    expect(description(monthly)).toContain(texts.max(texts === EN ? '10,000.00' : '10.000,00'))
    // Days follow UTC, said in the person's clock; the per-purchase limit has no day.
    expect(description(daily).some((text) => texts.window.test(text ?? ''))).toBe(true)
    expect(description(perPurchase).some((text) => texts.window.test(text ?? ''))).toBe(false)
    // The program takes no cash: the ATM switch cannot allow it, and the panel says so.
    expect(within(section).getByText(texts.noCash)).toBeInTheDocument()
    expect(within(section).getByRole('checkbox', { name: texts.gambling })).toBeChecked()
    expect(within(section).getByRole('checkbox', { name: texts.travel })).not.toBeChecked()
    expect(within(section).getAllByRole('checkbox').length).toBeGreaterThanOrEqual(9)
    expect(within(section).getByRole('switch', { name: texts.online })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    expect(within(section).getByRole('switch', { name: texts.atm })).toHaveAttribute('aria-checked', 'false')
    expect(within(section).getByRole('radio', { name: texts.listMode })).toBeChecked()
    expect(within(section).getByRole('button', { name: texts.removeGermany })).toBeInTheDocument()
    expect(within(section).getByRole('checkbox', { name: texts.germany })).toBeChecked()
    expect(await seriousViolations()).toEqual([])
  })

  it('saves what was edited with PUT, amounts as the wire writes them, and says so', async () => {
    const api = server()
    renderApp(texts.path)
    const section = await openPanel(texts)
    const user = userEvent.setup()
    await user.type(within(section).getByRole('textbox', { name: texts.daily }), texts.daily200)
    await user.type(within(section).getByRole('textbox', { name: texts.monthly }), texts.dailyInput)
    await user.click(within(section).getByRole('checkbox', { name: texts.gambling }))
    await user.click(within(section).getByRole('switch', { name: texts.atm }))
    await user.click(within(section).getByRole('radio', { name: texts.listMode }))
    await user.type(
      within(section).getByRole('searchbox', { name: texts.findCountry }),
      texts.germany.slice(0, 5),
    )
    await user.click(within(section).getByRole('checkbox', { name: texts.germany }))
    await user.click(within(section).getByRole('radio', { name: texts.firstMerchant }))
    await user.click(within(section).getByRole('button', { name: texts.save }))
    await within(section).findByText(texts.saved)
    expect(puts(api)).toEqual([
      {
        limits: { perPurchase: null, daily: '200.00', monthly: '1234.50' },
        blockedCategories: ['gambling'],
        channels: { online: true, inStore: true, atm: false },
        countries: ['DEU'],
        merchantLock: 'first_merchant',
      },
    ])
    // The stored answer is shown: the monthly limit as stored, in the page's notation.
    expect(within(section).getByRole('textbox', { name: texts.monthly })).toHaveValue(
      texts === EN ? '1234.50' : '1234,50',
    )
  })

  it('says at the field what it cannot send: above the program’s maximum, not an amount, no country', async () => {
    const api = server()
    renderApp(texts.path)
    const section = await openPanel(texts)
    const user = userEvent.setup()
    const daily = within(section).getByRole('textbox', { name: texts.daily })
    // Once the program's maxima are known, the form judges them itself.
    await waitFor(() =>
      expect(description(daily)).toContain(texts.max(texts === EN ? '2,500.00' : '2.500,00')),
    )
    await user.type(daily, '2600')
    await user.type(within(section).getByRole('textbox', { name: texts.perPurchase }), '0')
    await user.click(within(section).getByRole('radio', { name: texts.listMode }))
    await user.click(within(section).getByRole('button', { name: texts.save }))
    await waitFor(() =>
      expect(within(section).getByRole('textbox', { name: texts.perPurchase })).toHaveFocus(),
    )
    expect(within(section).getByRole('textbox', { name: texts.perPurchase })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(description(within(section).getByRole('textbox', { name: texts.perPurchase }))).toContain(
      texts.notAmount,
    )
    expect(daily).toHaveAttribute('aria-invalid', 'true')
    expect(description(daily)).toContain(texts.aboveMax)
    expect(within(section).getByText(texts.countriesEmpty)).toBeInTheDocument()
    expect(puts(api)).toEqual([])
    // Correcting a field clears its sentence.
    await user.clear(daily)
    expect(daily).toHaveAttribute('aria-invalid', 'false')
    expect(within(section).queryByText(texts.aboveMax)).not.toBeInTheDocument()
  })

  it('shows a 400 naming a field at that field, in its own words, never the server’s', async () => {
    const serverText = 'body.limits.monthly: must be at most 10000.00, the program monthly amount'
    const api = server({
      health: { status: 503, body: { code: 'internal', message: 'internal error' } },
      put: () => ({
        status: 400,
        body: {
          code: 'validation_failed',
          message: serverText,
          details: { kind: 'fields', fields: [{ path: 'limits.monthly', rule: 'refused' }] },
        },
      }),
    })
    renderApp(texts.path)
    const section = await openPanel(texts)
    const user = userEvent.setup()
    const monthly = within(section).getByRole('textbox', { name: texts.monthly })
    // Without the program's maxima (the health read failed), the form sends what it cannot judge.
    await user.type(monthly, '20000')
    await user.click(within(section).getByRole('button', { name: texts.save }))
    await waitFor(() => expect(monthly).toHaveAttribute('aria-invalid', 'true'))
    expect(description(monthly)).toContain(texts.refused)
    await waitFor(() => expect(monthly).toHaveFocus())
    expect(document.body).not.toHaveTextContent(serverText)
    expect(within(section).queryByText(texts.saved)).not.toBeInTheDocument()
    expect(puts(api)).toHaveLength(1)
    expect(await seriousViolations()).toEqual([])
  })

  it('names the merchant a locked card is locked to, and unlocks it', async () => {
    const api = server({
      controls: {
        ...DEFAULT_CARD_CONTROLS,
        limits: { perPurchase: null, daily: '200.00', monthly: null },
        merchantLock: 'first_merchant',
        lockedMerchant: { name: 'NETFLIX.COM', acceptorId: '445566778899' },
      },
    })
    renderApp(texts.path)
    const section = await openPanel(texts)
    const locked = within(section).getByTestId('locked-merchant')
    expect(locked).toHaveTextContent(texts.lockedTo)
    expect(within(section).getByRole('radio', { name: texts.firstMerchant })).toBeChecked()
    const user = userEvent.setup()
    // An edit not saved yet stays as it is.
    await user.click(within(section).getByRole('checkbox', { name: texts.travel }))
    await user.click(within(locked).getByRole('button', { name: texts.unlock }))
    await within(section).findByText(texts.unlocked)
    expect(puts(api)).toEqual([
      {
        limits: { perPurchase: null, daily: '200.00', monthly: null },
        blockedCategories: [],
        channels: { online: true, inStore: true, atm: true },
        countries: null,
        merchantLock: 'off',
      },
    ])
    await waitFor(() => expect(within(section).queryByTestId('locked-merchant')).not.toBeInTheDocument())
    expect(within(section).getByRole('radio', { name: texts.firstMerchant })).not.toBeChecked()
    expect(within(section).getByRole('checkbox', { name: texts.travel })).toBeChecked()
  })

  it('works from the keyboard alone: open, type, switch, save with Enter', async () => {
    const api = server()
    renderApp(texts.path)
    const section = await screen.findByRole('region', { name: texts.panel }, { timeout: 30_000 })
    const user = userEvent.setup()
    const toggle = within(section).getByRole('button', { name: texts.panel })
    toggle.focus()
    await user.keyboard('{Enter}')
    const perPurchase = await within(section).findByRole('textbox', { name: texts.perPurchase })
    await user.tab()
    expect(perPurchase).toHaveFocus()
    await user.keyboard('25')
    const atm = within(section).getByRole('switch', { name: texts.atm })
    atm.focus()
    await user.keyboard(' ')
    expect(atm).toHaveAttribute('aria-checked', 'false')
    perPurchase.focus()
    await user.keyboard('{Enter}')
    await within(section).findByText(texts.saved)
    expect(puts(api)).toEqual([
      {
        limits: { perPurchase: '25.00', daily: null, monthly: null },
        blockedCategories: [],
        channels: { online: true, inStore: true, atm: false },
        countries: null,
        merchantLock: 'off',
      },
    ])
  })

  it('says in the history which control declined a purchase, with the owner’s limit', async () => {
    server({
      history: [
        declined('decl-daily-0001', { declineReason: 'over_daily_limit', declineLimit: '200.00' }),
        declined('decl-categ-0002', { declineReason: 'category_blocked' }),
        declined('decl-purch-0003', { declineReason: 'over_purchase_limit' }),
      ],
    })
    renderApp(texts.path)
    const rows = await screen.findAllByTestId('tx-row', {}, { timeout: 30_000 })
    expect(rows.map((row) => within(row).getByTestId('tx-state').textContent)).toEqual([
      texts.declinedDaily,
      texts.declinedCategory,
      texts.declinedPurchaseNoFigure,
    ])
  })
})
