import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { fakeHistoryRoute } from '../../../test/fakeHistory'
import { card, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import { modalStore } from '../../lib/modals/modalStore'
import type { Card } from '../../types/api'

// The whole web suite shares 2 cores with other suites: give the lazy routes and queries room under load.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

type ServerOptions = {
  userState?: 'normal' | 'blacklist' | 'blocked' | ''
  redemptionEnable?: boolean
  routes?: Record<string, FakeHandler | FakeReply>
}

function tx(n: number) {
  return {
    at: '2026-11-20T10:00:00.000Z',
    id: `issuer-tx-${String(n).padStart(8, '0')}abcdef${n}`,
    original: { amount: '12.50', currency: 'EUR' },
    settlement: { amount: '13.40', currency: 'USD' },
    description: `Shop ${n}`,
    type: 'consumption',
    state: 'settled',
    direction: 'debit',
    amount: '-13.40',
    balanceChange: '-13.40',
    balanceAfter: '36.60',
  }
}

/** The API of API.md for one card `c1`, answered at the fetch boundary. */
function server(c: Card, options: ServerOptions = {}) {
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: { cards: [c], orders: [], leftCount: 1, cardProducts: [] } },
    [`GET /card/${c.id}`]: { body: c },
    'GET /user/state': { body: { state: options.userState ?? 'normal' } },
    'GET /user/invitation': {
      body: {
        code: 'ABCD1234',
        availableCount: 2,
        rewardBalance: '25.00',
        redemptionEnable: options.redemptionEnable ?? true,
      },
    },
    [`GET /card/${c.id}/transaction`]: { body: { items: [tx(1)], total: 1 } },
    [`GET /card/${c.id}/pending-transaction`]: { body: { items: [], total: 0 } },
    // The sandbox issuer shows its own image (Lithic would answer its hosted embed).
    [`GET /card/${c.id}/view`]: { body: { kind: 'image' } },
    ...options.routes,
  })
}

async function renderCard(c: Card, options: ServerOptions = {}) {
  const api = server(c, options)
  const view = renderApp(`/card/${c.id}`)
  const actions = await screen.findByTestId('card-actions', {}, { timeout: 30_000 })
  // the user state and redemption flag settle the enabled states
  await waitFor(() => expect(api.count('GET /user/state')).toBeGreaterThan(0))
  await waitFor(() => expect(api.count('GET /user/invitation')).toBeGreaterThan(0))
  return { api, view, actions }
}

/** Every control of the action bar: its name, and whether it is enabled. */
function controls(actions: HTMLElement) {
  return [...actions.querySelectorAll<HTMLElement>('button, a')].map(
    (el) => `${el.textContent?.trim()}${(el as HTMLButtonElement).disabled ? ' (disabled)' : ''}`,
  )
}

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('card detail: the buttons each status allows (SPEC 2, getCardActions)', () => {
  const both: Card['supported'] = ['lock']
  const cases: [string, Partial<Card>, string[], { lists: boolean; unsettled?: boolean }][] = [
    [
      'active',
      { status: 'active', supported: both },
      [
        'Top up',
        'Deposit address',
        'Top up with reward',
        'Get OTP',
        'Show card details',
        'Withdraw',
        'Download statement',
        'Lock card',
      ],
      { lists: true, unsettled: true },
    ],
    [
      'locked',
      { status: 'locked', supported: both },
      [
        'Top up',
        'Deposit address',
        'Top up with reward',
        'Show card details',
        'Withdraw',
        'Download statement',
        'Lock card',
      ],
      { lists: true, unsettled: true },
    ],
    ['new', { status: 'new' }, ['Top up', 'Deposit address'], { lists: false }],
    ['application_required', { status: 'application_required' }, ['Activate'], { lists: false }],
    ['application_processing', { status: 'application_processing' }, [], { lists: false }],
    [
      'waiting_to_get',
      { status: 'waiting_to_get', supported: ['lock', 'full-transaction'] },
      ['Check card details', 'Download statement'],
      { lists: true, unsettled: false },
    ],
    [
      'suspended',
      { status: 'suspended', supported: both },
      ['Download statement'],
      { lists: true, unsettled: true },
    ],
    [
      'active but expired',
      { status: 'active', expired: true, supported: both },
      ['Download statement'],
      { lists: true, unsettled: true },
    ],
  ]
  it('application_processing whose card the issuer could not issue: a sentence with the support address, not the review notice', async () => {
    const { actions } = await renderCard(
      card('c1', { status: 'application_processing', issuanceFailed: true }),
    )
    expect(controls(actions)).toEqual([])
    const notice = screen.getByTestId('issuance-failed-notice')
    expect(notice).toHaveTextContent('We could not issue this card')
    expect(notice).toHaveTextContent('@')
    expect(screen.queryByTestId('processing-notice')).toBeNull()
  })

  for (const [name, overrides, expected, { lists, unsettled }] of cases) {
    it(name, async () => {
      const { api, actions } = await renderCard(card('c1', overrides))
      expect(controls(actions)).toEqual(expected)
      if (name === 'application_processing')
        expect(screen.getByTestId('processing-notice')).toBeInTheDocument()
      if (lists) {
        await waitFor(() => expect(api.count('GET /card/c1/transaction')).toBe(1))
        expect(screen.getByRole('tab', { name: 'Transaction History' })).toBeInTheDocument()
        expect(!!screen.queryByRole('tab', { name: 'Unsettled Transactions' })).toBe(unsettled)
      } else {
        expect(screen.queryByRole('tab', { name: 'Transaction History' })).toBeNull()
        expect(api.count('GET /card/c1/transaction')).toBe(0)
        expect(api.count('GET /card/c1/pending-transaction')).toBe(0)
      }
    })
  }

  it('a pending card opens WaitingConfirm and shows no action', async () => {
    const { actions } = await renderCard(card('c1', { status: 'pending' }))
    expect(controls(actions)).toEqual([])
    await waitFor(() =>
      expect(modalStore.getState().stack).toContainEqual(
        expect.objectContaining({ type: 'waitingConfirm', cardId: 'c1' }),
      ),
    )
  })

  it('an OTP-only product shows no card number and no Check button', async () => {
    server(card('c1', { status: 'waiting_to_get', productId: 'classic-otp' }), {
      routes: { 'GET /config': { body: { ...SANDBOX_CONFIG, otpOnlyProductIds: ['classic-otp'] } } },
    })
    renderApp('/card/c1')
    const actions = await screen.findByTestId('card-actions', {}, { timeout: 30_000 })
    expect(screen.queryByTestId('card-number')).toBeNull()
    expect(controls(actions)).toEqual(['Download statement'])
  })
})

describe('card detail: user states disable, never hide (SPEC 5)', () => {
  it('blocked: top up, top up with reward, OTP and unlock disabled', async () => {
    const { actions } = await renderCard(card('c1', { status: 'locked', supported: ['lock'] }), {
      userState: 'blocked',
    })
    await waitFor(() =>
      expect(controls(actions)).toEqual([
        'Top up (disabled)',
        'Top up with reward (disabled)',
        'Show card details (disabled)',
        'Withdraw (disabled)',
        'Download statement',
        'Lock card (disabled)',
      ]),
    )
    // Each disabled button says why, in the user's language, with the support address.
    const reason = screen.getByTestId('blocked-user_blocked')
    expect(reason).toHaveTextContent('Your account is suspended')
    expect(reason).toHaveTextContent('support@chaincard.test')
    for (const name of ['Top up', 'Top up with reward']) {
      expect(within(actions).getByRole('button', { name })).toHaveAccessibleDescription(
        reason.textContent ?? '',
      )
    }
    expect(within(actions).getByRole('switch', { name: 'Lock card' })).toHaveAccessibleDescription(
      reason.textContent ?? '',
    )
    const active = await renderCardAgain(card('c2', { status: 'active', supported: ['lock'] }), 'blocked')
    // locking stays allowed for a blocked user, OTP does not
    expect(controls(active)).toEqual([
      'Top up (disabled)',
      'Top up with reward (disabled)',
      'Get OTP (disabled)',
      'Show card details (disabled)',
      'Withdraw (disabled)',
      'Download statement',
      'Lock card',
    ])
  })

  it('blacklist: only top up disabled, saying why; top up with reward stays enabled', async () => {
    const { actions } = await renderCard(card('c1', { status: 'locked', supported: ['lock'] }), {
      userState: 'blacklist',
    })
    await waitFor(() =>
      expect(controls(actions)).toEqual([
        'Top up (disabled)',
        'Top up with reward',
        'Show card details',
        'Withdraw',
        'Download statement',
        'Lock card',
      ]),
    )
    const reason = screen.getByTestId('blocked-user_blacklist')
    expect(reason).toHaveTextContent('You can still top up with rewards')
    expect(within(actions).getByRole('button', { name: 'Top up' })).toHaveAccessibleDescription(
      reason.textContent ?? '',
    )
  })

  it('in German the reason is German', async () => {
    server(card('c1', { status: 'active' }), { userState: 'blacklist' })
    renderApp('/de/card/c1')
    expect(await screen.findByTestId('blocked-user_blacklist', {}, { timeout: 30_000 })).toHaveTextContent(
      'Krypto-Aufladungen sind pausiert',
    )
  })

  it("the card's topupDisabled disables top up; redemption off hides top up with reward", async () => {
    const { actions } = await renderCard(card('c1', { status: 'active', topupDisabled: true }), {
      redemptionEnable: false,
    })
    expect(controls(actions)).toEqual([
      'Top up (disabled)',
      'Get OTP',
      'Show card details',
      'Withdraw',
      'Download statement',
    ])
    expect(screen.getByTestId('blocked-card_topup_disabled')).toHaveTextContent(
      'Top-ups are disabled for this card',
    )
  })
})

async function renderCardAgain(c: Card, userState: ServerOptions['userState']) {
  cleanup()
  const { actions } = await renderCard(c, { userState })
  await waitFor(() => expect(within(actions).getByRole('button', { name: 'Get OTP' })).toBeDisabled())
  return actions
}

describe('card detail: data shown', () => {
  it('masked number in groups, balance, struck original maximum, pending top-up, negative balance alert', async () => {
    await renderCard(
      card('c1', {
        status: 'active',
        balance: '-12.30',
        balanceUpper: '5000.00',
        original: { balanceUpper: '3000.00' },
        pendingTopup: '1234.50',
      }),
    )
    expect(screen.getByTestId('card-number')).toHaveTextContent('**** **** **** 1234')
    expect(screen.getByTestId('balance')).toHaveTextContent('-12.30 USD')
    expect(screen.getByTestId('balance-upper')).toHaveTextContent('5,000.00 USD')
    expect(screen.getByTestId('original-upper')).toHaveTextContent('3,000.00 USD')
    expect(screen.getByTestId('pending-topup')).toHaveTextContent('1,234.50 USD')
    expect(screen.getByTestId('negative-balance')).toHaveTextContent('Negative balance')
    expect(screen.getByTestId('status-label')).toHaveTextContent('Activated')
  })

  it('no struck maximum without a promotion, unlimited maximum, no alert for a positive balance', async () => {
    await renderCard(card('c1', { balance: '10.00', balanceUpper: null, original: { balanceUpper: null } }))
    expect(screen.getByTestId('balance-upper')).toHaveTextContent('Unlimited')
    expect(screen.queryByTestId('original-upper')).toBeNull()
    expect(screen.queryByTestId('negative-balance')).toBeNull()
    expect(screen.queryByTestId('pending-topup')).toBeNull()
  })

  it('expired and suspended notices carry the support e-mail', async () => {
    await renderCard(card('c1', { status: 'suspended' }))
    expect(screen.getByTestId('suspended-notice')).toHaveTextContent('support@chaincard.test')
    expect(screen.getByTestId('status-label')).toHaveTextContent('Suspended')
    cleanup()
    await renderCard(card('c1', { status: 'locked', expired: true }))
    expect(screen.getByTestId('expired-notice')).toHaveTextContent('support@chaincard.test')
    expect(screen.getByTestId('status-label')).toHaveTextContent('Expired')
  })

  it('the name is *** until the eye toggle fetches the display name; a failure alerts', async () => {
    const user = userEvent.setup()
    const { api } = await renderCard(card('c1', { name: 'J*** D**' }), {
      routes: { 'GET /card/c1/display-name': { body: { displayName: 'John Doe' } } },
    })
    expect(screen.getByTestId('card-name')).toHaveTextContent('***')
    await user.click(screen.getByRole('button', { name: 'Show card holder name' }))
    await waitFor(() => expect(screen.getByTestId('card-name')).toHaveTextContent('John Doe'))
    await user.click(screen.getByRole('button', { name: 'Hide card holder name' }))
    expect(screen.getByTestId('card-name')).toHaveTextContent('***')
    expect(api.count('GET /card/c1/display-name')).toBe(1)

    cleanup()
    await renderCard(card('c1', { name: 'J*** D**' }), {
      routes: {
        'GET /card/c1/display-name': {
          status: 503,
          body: { code: 'upstream_unavailable', message: 'issuer down' },
        },
      },
    })
    await user.click(screen.getByRole('button', { name: 'Show card holder name' }))
    // The code's translated sentence, never the server's text.
    const alert = await screen.findByRole('dialog', { name: 'Card holder name' })
    expect(alert).toHaveTextContent('A service we depend on is not answering right now.')
    expect(alert).not.toHaveTextContent('issuer down')
  })
})

describe('card detail: lock toggle (SPEC 4, 8)', () => {
  it('locks, then reloads the card', async () => {
    const user = userEvent.setup()
    let status: Card['status'] = 'active'
    const { api } = await renderCard(card('c1', { status: 'active', supported: ['lock'] }), {
      routes: {
        'GET /card/c1': () => ({ body: card('c1', { status, supported: ['lock'] }) }),
        'POST /card/c1/lock': () => {
          status = 'locked'
          return { status: 204 }
        },
      },
    })
    const toggle = screen.getByRole('switch', { name: 'Lock card' })
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    await user.click(toggle)
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Lock card' })).toHaveAttribute('aria-checked', 'true'),
    )
    expect(api.count('POST /card/c1/lock')).toBe(1)
    expect(api.count('GET /card/c1')).toBe(2)
    expect(screen.getByTestId('status-label')).toHaveTextContent('Locked')
  })

  it("an 'invalid action' refusal alerts with its sentence and reloads the user state", async () => {
    const user = userEvent.setup()
    const { api } = await renderCard(card('c1', { status: 'locked', supported: ['lock'] }), {
      routes: {
        'POST /card/c1/unlock': {
          status: 409,
          body: { code: 'invalid_action', message: 'invalid action: user blocked' },
        },
      },
    })
    const before = api.count('GET /user/state')
    await user.click(screen.getByRole('switch', { name: 'Lock card' }))
    const alert = await screen.findByRole('dialog', { name: 'Lock error' })
    expect(alert).toHaveTextContent('This is not possible for this card or account right now.')
    expect(alert).not.toHaveTextContent('user blocked')
    await waitFor(() => expect(api.count('GET /user/state')).toBe(before + 1))
  })

  it('a card the issuer paused cannot be unlocked by its owner: the alert says who can open it', async () => {
    const user = userEvent.setup()
    await renderCard(card('c1', { status: 'locked', supported: ['lock'] }), {
      routes: {
        'POST /card/c1/unlock': {
          status: 409,
          body: {
            code: 'card_locked_by_issuer',
            message: 'invalid action: the card issuer paused this card; only the issuer can open it',
          },
        },
      },
    })
    await user.click(screen.getByRole('switch', { name: 'Lock card' }))
    const alert = await screen.findByRole('dialog', { name: 'Lock error' })
    expect(alert).toHaveTextContent('The card issuer paused this card, so it cannot be unlocked here.')
    expect(alert).not.toHaveTextContent('only the issuer can open it')
  })
})

describe('card detail: statement download (SPEC 7)', () => {
  function captureDownloads() {
    const saved: string[] = []
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    )
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    return saved
  }
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46])

  it('saves under the Content-Disposition file name, else statement.pdf', async () => {
    const user = userEvent.setup()
    const saved = captureDownloads()
    await renderCard(card('c1'), {
      routes: {
        'GET /card/c1/statement': {
          raw: pdf,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="statement-1234-2026-11.pdf"',
          },
        },
      },
    })
    await user.click(screen.getByRole('button', { name: 'Download statement' }))
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }))
    await waitFor(() => expect(saved).toEqual(['statement-1234-2026-11.pdf']))

    cleanup()
    await renderCard(card('c1'), {
      routes: { 'GET /card/c1/statement': { raw: pdf, headers: { 'Content-Type': 'application/pdf' } } },
    })
    await user.click(screen.getByRole('button', { name: 'Download statement' }))
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }))
    await waitFor(() => expect(saved).toEqual(['statement-1234-2026-11.pdf', 'statement.pdf']))
  })

  it('any past month as CSV, in the app language and the browser time zone; a future month is refused', async () => {
    const user = userEvent.setup()
    const saved = captureDownloads()
    const { api } = await renderCard(card('c1'), {
      routes: {
        'GET /card/c1/statement': {
          raw: 'Date,Ref\r\n',
          headers: { 'Content-Type': 'text/csv; charset=utf-8' },
        },
      },
    })
    await user.click(screen.getByRole('button', { name: 'Download statement' }))
    const dialog = await screen.findByRole('dialog', { name: 'Statement' })
    const month = within(dialog).getByLabelText('Month') as HTMLInputElement
    const now = new Date()
    const current = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`
    expect([month.value, month.max]).toEqual([current, current])
    // A month in the future: said in a sentence, nothing to download.
    const future = `${now.getFullYear() + 1}-01`
    await user.clear(month)
    await user.type(month, future)
    expect(within(dialog).getByRole('alert')).toHaveTextContent('That month lies in the future')
    expect(within(dialog).getByRole('button', { name: 'Download CSV' })).toBeDisabled()
    await user.clear(month)
    await user.type(month, '2025-03')
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => expect(saved).toEqual(['statement.csv']))
    const call = api.calls.find((c) => c.path === '/card/c1/statement')!
    const query = new URL(call.url, 'http://localhost').searchParams
    expect(Object.fromEntries(query)).toEqual({
      month: '2025-03',
      format: 'csv',
      lang: 'en',
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    })
  })

  it('a failure alerts with its translated sentence', async () => {
    const user = userEvent.setup()
    captureDownloads()
    await renderCard(card('c1'), {
      routes: {
        'GET /card/c1/statement': {
          status: 503,
          body: { code: 'upstream_unavailable', message: 'issuer down' },
        },
      },
    })
    await user.click(screen.getByRole('button', { name: 'Download statement' }))
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }))
    // The alert opens over the statement dialog (both titled "Statement").
    const sentence = await screen.findByText(/A service we depend on is not answering right now\./)
    const alert = sentence.closest('[role="dialog"]') as HTMLElement
    expect(alert).toHaveAccessibleName('Statement')
    expect(alert).toHaveTextContent('A service we depend on is not answering right now.')
    expect(alert).not.toHaveTextContent('issuer down')
  })
})

describe('card detail: transactions (SPEC 2, 9)', () => {
  it('pages by 10 with a pager of at most 5 pages; id shows its last 6 characters; amounts 2 decimals', async () => {
    const user = userEvent.setup()
    const history = Array.from({ length: 73 }, (_, i) => tx(i + 1))
    const { api } = await renderCard(card('c1', { supported: ['full-transaction'] }), {
      routes: { 'GET /card/c1/transaction': fakeHistoryRoute(() => history) },
    })
    const rows = await screen.findAllByTestId('tx-row')
    expect(rows).toHaveLength(10)
    expect(within(rows[0] as HTMLElement).getByTestId('tx-id')).toHaveTextContent(/^bcdef1$/)
    expect(within(rows[0] as HTMLElement).getByTestId('tx-amount')).toHaveTextContent('-13.40 USD')
    // The merchant billed in euros: its amount, then what reached the card.
    expect(within(rows[0] as HTMLElement).getByTestId('tx-original')).toHaveTextContent(
      'EUR 12.50 → 13.40 USD',
    )
    const pager = screen.getByRole('navigation', { name: 'Pages' })
    expect(
      within(pager)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5'])
    await user.click(within(pager).getByRole('button', { name: '5' }))
    // Page 5 is asked below the last row of page 4 (each page between keyed by the one before), never by skip.
    await waitFor(() => expect(screen.getAllByTestId('tx-row')[0]).toHaveTextContent('Shop 41'))
    const asked = api.calls.filter((c) => c.path === '/card/c1/transaction').map((c) => c.url)
    expect(asked.at(-1)).toContain(`before=${tx(40).id}`)
    expect(asked.filter((url) => url.includes('skip='))).toEqual([])
    expect(
      within(pager)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['3', '4', '5', '6', '7'])
    expect(screen.queryByRole('tab', { name: 'Unsettled Transactions' })).toBeNull()
  })

  it('no pager with a single page; unsettled tab loads the pending list', async () => {
    const user = userEvent.setup()
    const { api } = await renderCard(card('c1'), {
      routes: {
        'GET /card/c1/pending-transaction': {
          body: {
            items: [
              {
                at: tx(3).at,
                id: tx(3).id,
                description: 'Shop 3',
                type: 'authorization_approval',
                original: { amount: '7', currency: 'USD' },
              },
            ],
            total: 1,
          },
        },
      },
    })
    await screen.findAllByTestId('tx-row')
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
    await user.click(screen.getByRole('tab', { name: 'Unsettled Transactions' }))
    await waitFor(() => expect(api.count('GET /card/c1/pending-transaction')).toBe(1))
    const panel = await screen.findByRole('tabpanel')
    await waitFor(() => expect(within(panel).getByTestId('tx-amount')).toHaveTextContent('7.00 USD'))
  })
})

describe('card detail: Get OTP and Check (SPEC 2, 4)', () => {
  it('Card3DSecure shows code, merchant and amount, or "no pending request"', async () => {
    const user = userEvent.setup()
    let answer: unknown = { otp: '123456', merchantName: 'Coffee Shop', currency: 'EUR', amount: '4.5' }
    await renderCard(card('c1'), { routes: { 'GET /card/c1/3ds': () => ({ body: answer }) } })
    await user.click(screen.getByRole('button', { name: 'Get OTP' }))
    const dialog = await screen.findByRole('dialog', { name: 'One-time passcode' })
    await waitFor(() => expect(within(dialog).getByTestId('otp-code')).toHaveTextContent('123456'))
    expect(dialog).toHaveTextContent('Coffee Shop')
    expect(dialog).toHaveTextContent('4.50 EUR')
    answer = 'OK'
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(dialog).toHaveTextContent('There is no pending request.'))
  })

  const details = {
    img: 'data:image/svg+xml;base64,PHN2Zy8+',
    number: '4000123412341234',
    expiry: '11/27',
    cvv: '321',
  }

  /** A waiting card whose details the server answers until confirmed (GET /img, POST /img/confirm). */
  function detailsServer() {
    let status: Card['status'] = 'waiting_to_get'
    return renderCard(card('c1', { status }), {
      routes: {
        'GET /card/c1': () => ({ body: card('c1', { status }) }),
        'GET /card/c1/img': () =>
          status === 'waiting_to_get'
            ? { body: details }
            : { status: 409, body: { code: 'invalid_action', message: 'invalid action: already confirmed' } },
        'POST /card/c1/img/confirm': () => {
          status = 'active'
          return { status: 204 }
        },
      },
    })
  }

  it('CardImage: number, expiry and CVV as text with copy buttons; closing keeps the card waiting, Check shows them again', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { api } = await detailsServer()
    await user.click(screen.getByRole('button', { name: 'Check card details' }))
    let dialog = await screen.findByRole('dialog', { name: 'Your card details' })
    expect(await within(dialog).findByTestId('card-number')).toHaveTextContent('4000 1234 1234 1234')
    expect(within(dialog).getByTestId('card-expiry')).toHaveTextContent('11/27')
    expect(within(dialog).getByTestId('card-cvv')).toHaveTextContent('321')
    expect(
      within(dialog).getByRole('img', { name: 'Card number, expiry date and security code' }),
    ).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Copy card number' }))
    expect(writeText).toHaveBeenLastCalledWith('4000123412341234')
    expect(within(dialog).getByRole('button', { name: 'Copied: card number' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Copy security code' }))
    expect(writeText).toHaveBeenLastCalledWith('321')
    await user.click(within(dialog).getByRole('button', { name: 'Copy expiry date' }))
    expect(writeText).toHaveBeenLastCalledWith('11/27')

    // Escape closes it without confirming: the card is still waiting and Check shows the same details.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your card details' })).toBeNull())
    expect(api.count('POST /card/c1/img/confirm')).toBe(0)
    await user.click(screen.getByRole('button', { name: 'Check card details' }))
    dialog = await screen.findByRole('dialog', { name: 'Your card details' })
    expect(await within(dialog).findByTestId('card-number')).toHaveTextContent('4000 1234 1234 1234')
    expect(api.count('GET /card/c1/img')).toBe(2)

    // The close button, likewise.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your card details' })).toBeNull())
    expect(api.count('POST /card/c1/img/confirm')).toBe(0)
    expect(screen.getByRole('button', { name: 'Check card details' })).toBeInTheDocument()
  })

  it('CardImage: confirm waits 10 s after the image loads, then confirms on the server and the card is active', async () => {
    const { api } = await detailsServer()
    await userEvent.click(screen.getByRole('button', { name: 'Check card details' }))
    const dialog = await screen.findByRole('dialog', { name: 'Your card details' })
    const image = await within(dialog).findByRole('img', {
      name: 'Card number, expiry date and security code',
    })
    const confirm = () =>
      within(dialog)
        .getAllByRole('button')
        .find((b) => /Confirm in|I have saved them/.test(b.textContent ?? '')) as HTMLElement
    expect(confirm()).toBeDisabled()
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    fireEvent.load(image)
    await act(async () => vi.advanceTimersByTime(9_000))
    expect(confirm()).toBeDisabled()
    expect(confirm()).toHaveTextContent('Confirm in 1 s')
    await act(async () => vi.advanceTimersByTime(1_000))
    expect(confirm()).toBeEnabled()
    vi.useRealTimers()
    await userEvent.click(confirm())
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your card details' })).toBeNull())
    expect(api.count('POST /card/c1/img/confirm')).toBe(1)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get OTP' })).toBeInTheDocument())
    expect(screen.queryByRole('button', { name: 'Check card details' })).toBeNull()
  })

  it("with an issuer's hosted embed (Lithic) the dialog shows its frames; our servers never send the number", async () => {
    const frame = (type: string) => `https://sandbox.lithic.com/v1/embed?session=s1&type=${type}`
    const frames = {
      pan: frame('PAN'),
      expMonth: frame('EXP_MONTH'),
      expYear: frame('EXP_YEAR'),
      cvv: frame('CVV'),
    }
    const api = server(card('c1', { status: 'waiting_to_get' }), {
      routes: {
        'GET /card/c1/view': { body: { kind: 'embed', frames, expiresAt: '2026-11-25T12:00:00.000Z' } },
      },
    })
    renderApp('/card/c1')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Check card details' }, { timeout: 30_000 }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Your card details' })
    const pan = await within(dialog).findByTitle('Card number')
    expect(pan.tagName).toBe('IFRAME')
    expect(pan).toHaveAttribute('src', frames.pan)
    expect(pan).toHaveAttribute('allow', 'clipboard-write')
    expect(within(dialog).getByTitle('Security code (CVV)')).toHaveAttribute('src', frames.cvv)
    expect(api.count('GET /card/c1/img')).toBe(0)
    expect(within(dialog).queryByText('Security code (CVV)')).toBeNull()
  })

  it('CardImage in German: field labels and copy buttons are German', async () => {
    server(card('c1', { status: 'waiting_to_get' }), { routes: { 'GET /card/c1/img': { body: details } } })
    renderApp('/de/card/c1')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Kartendaten ansehen' }, { timeout: 30_000 }),
    )
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('Sicherheitscode (CVV)')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Kartennummer kopieren' })).toBeInTheDocument()
  })
})
