import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { card, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import type { Card, CardList } from '../../types/api'

// The whole web suite shares 2 cores with other suites: give the lazy routes and queries room under load.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

const PRODUCTS: CardList['cardProducts'] = [
  {
    id: 'classic',
    name: 'Classic',
    program: 'classic',
    feature: ['Card limit up to USD 3,000'],
    scenario: [],
    note: [],
  },
  { id: 'business', name: 'Business', program: 'business', feature: [], scenario: [], note: [] },
]

type Options = {
  list?: Partial<CardList>
  userState?: string
  invitation?: Partial<{
    code: string
    availableCount: number
    rewardBalance: string
    redemptionEnable: boolean
  }>
  config?: Partial<typeof SANDBOX_CONFIG>
  routes?: Record<string, FakeHandler | FakeReply>
}

function server(options: Options = {}) {
  const list: CardList = { cards: [], orders: [], leftCount: 2, cardProducts: PRODUCTS, ...options.list }
  return installFakeApi({
    'GET /config': { body: { ...SANDBOX_CONFIG, ...options.config } },
    'GET /state': { body: { active: true } },
    'GET /card': { body: list },
    'GET /user/state': { body: { state: options.userState ?? 'normal' } },
    'GET /user/invitation': {
      body: {
        code: 'INVITE42',
        availableCount: 2,
        rewardBalance: '12.34',
        redemptionEnable: true,
        ...options.invitation,
      },
    },
    'GET /user/membership': {
      body: {
        enable: true,
        level: 1,
        rebate: '0.002',
        nextInfo: { level: 2, requiredValue: '5000.00', percent: 42.5 },
      },
    },
    ...options.routes,
  })
}

async function renderList(options: Options & { path?: string } = {}) {
  const api = server(options)
  const view = renderApp(options.path ?? '/card')
  await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 })
  await waitFor(() => expect(api.count('GET /user/state')).toBe(1))
  return { api, ...view }
}

const tileNames = () =>
  screen
    .queryAllByRole('link', { name: /card ending in/ })
    .map((l) => l.querySelector('[data-testid="tile-label"]')?.textContent)

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('card list: groups and tabs (SPEC 2)', () => {
  const cards: Card[] = [
    card('a1', { status: 'active', number: '**** **** **** 1111' }),
    card('a2', {
      status: 'locked',
      number: '**** **** **** 2222',
      program: 'business',
      productId: 'business',
    }),
    card('a3', { status: 'waiting_to_get', number: '**** **** **** 3333' }),
    card('e1', { status: 'active', expired: true, number: '**** **** **** 4444' }),
    card('s1', { status: 'suspended', number: '**** **** **** 5555' }),
  ]
  const orders = [
    card('o1', { status: 'application_required', number: '**** **** **** ****', productId: 'classic' }),
  ]

  it('activated, not activated, expired and suspended land in their tabs', async () => {
    const user = userEvent.setup()
    await renderList({ list: { cards, orders: orders as CardList['orders'] } })
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent)
    expect(tabs).toEqual(['Activated (3)', 'Not Activated (1)', 'Invalid (2)'])
    expect(tileNames()).toEqual([
      'Open Classic card ending in 1111',
      'Open Business card ending in 2222',
      'Open Classic card ending in 3333',
    ])
    await user.click(screen.getByRole('tab', { name: /Not Activated/ }))
    expect(tileNames()).toEqual(['Open Classic card ending in ****'])
    await user.click(screen.getByRole('tab', { name: /Invalid/ }))
    expect(tileNames()).toEqual(['Open Classic card ending in 4444', 'Open Classic card ending in 5555'])
    expect(screen.getByRole('heading', { name: 'Expired cards' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Suspended cards' })).toBeInTheDocument()
    expect(within(screen.getByRole('tabpanel')).getAllByText(/support@chaincard\.test/)).toHaveLength(2)
  })

  it('opens on the first non-empty tab; a tile opens the card detail', async () => {
    const user = userEvent.setup()
    const { router } = await renderList({ list: { orders: orders as CardList['orders'] } })
    expect(screen.getByRole('tab', { name: /Not Activated/ })).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('link', { name: /^Open Classic card ending in \*\*\*\*/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/card/o1'))
  })

  it('no card at all: the no-card notice and the add-new tiles', async () => {
    await renderList()
    expect(screen.getByTestId('no-card')).toHaveTextContent('You have no card yet')
    expect(screen.getByRole('button', { name: /Add a Classic card/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Add a Business card/ })).toBeInTheDocument()
    expect(screen.getByTestId('left-count')).toHaveTextContent('Free cards left: 2')
  })
})

describe('card list: user state banner (SPEC 2, 5)', () => {
  it('blacklist and blocked show a warning; blocked also hides the add-new tiles', async () => {
    await renderList({ userState: 'blacklist' })
    expect(await screen.findByRole('alert')).toHaveTextContent('negative balance')
    expect(screen.getByRole('button', { name: /Add a Classic card/ })).toBeInTheDocument()
    cleanup()
    await renderList({ userState: 'blocked' })
    expect(await screen.findByRole('alert')).toHaveTextContent('support@chaincard.test')
    expect(screen.queryByRole('button', { name: /Add a Classic card/ })).toBeNull()
    cleanup()
    await renderList({ userState: 'normal' })
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('card list: add a card (SPEC 2, 4, 8)', () => {
  it('AddCardConfirm, POST /order with the chain order currency, then the new card detail', async () => {
    const user = userEvent.setup()
    let created = false
    const { api, router } = await renderList({
      routes: {
        'GET /card': () => ({
          body: {
            cards: [],
            orders: created ? [card('new1', { status: 'new' })] : [],
            leftCount: created ? 1 : 2,
            cardProducts: PRODUCTS,
          },
        }),
        'POST /order': () => {
          created = true
          return { body: { id: 'new1' } }
        },
        'GET /card/new1': { body: card('new1', { status: 'new' }) },
      },
    })
    await user.click(screen.getByRole('button', { name: /Add a Business card/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' })
    await user.click(within(dialog).getByRole('button', { name: 'Create card' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/card/new1'))
    expect(api.calls.find((c) => c.path === '/order')?.body).toEqual({
      currency: 'usdt',
      productId: 'business',
    })
    expect(await screen.findByRole('heading', { name: 'Card details' })).toBeInTheDocument()
  })

  it('an answer without an id only reloads the cards', async () => {
    const user = userEvent.setup()
    const { api, router } = await renderList({ routes: { 'POST /order': { status: 204 } } })
    await user.click(screen.getByRole('button', { name: /Add a Classic card/ }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create card' }))
    await waitFor(() => expect(api.count('GET /card')).toBe(2))
    expect(router.state.location.pathname).toBe('/card')
  })

  it("a failure shows the Oops alert with its sentence; 'invalid action' reloads the user state", async () => {
    const user = userEvent.setup()
    const { api } = await renderList({
      routes: { 'POST /order': { status: 409, body: { code: 'invalid_action', message: 'invalid action' } } },
    })
    await user.click(screen.getByRole('button', { name: /Add a Classic card/ }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create card' }))
    expect(await screen.findByRole('dialog', { name: 'Oops' })).toHaveTextContent(
      'This is not possible for this card or account right now.',
    )
    await waitFor(() => expect(api.count('GET /user/state')).toBe(2))
  })

  it('fewer than 1 card left: the not-eligible alert with its Q&A link, no order', async () => {
    const user = userEvent.setup()
    const { api } = await renderList({ list: { leftCount: 0 } })
    expect(screen.getByTestId('left-count')).toHaveTextContent('Free cards left: 0')
    await user.click(screen.getByRole('button', { name: /Add a Classic card/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Not eligible' })
    expect(within(dialog).getByRole('link', { name: 'Read the questions and answers' })).toHaveAttribute(
      'href',
    )
    expect(api.count('POST /order')).toBe(0)
  })

  it('an order still to activate: "activate the existing one first"', async () => {
    const user = userEvent.setup()
    await renderList({ list: { orders: [card('o1', { status: 'new' })] as CardList['orders'] } })
    await user.click(screen.getByRole('button', { name: /Add a Classic card/ }))
    expect(await screen.findByRole('dialog', { name: 'Card not activated yet' })).toHaveTextContent(
      'Please activate your existing card',
    )
  })

  it('creating orders disabled: no add-new tile; unlimited count', async () => {
    await renderList({ config: { createOrderDisabled: true } })
    expect(screen.queryByRole('button', { name: /Add a/ })).toBeNull()
    cleanup()
    await renderList({ list: { leftCount: -1 } })
    expect(screen.getByTestId('left-count')).toHaveTextContent('Unlimited free cards')
  })
})

describe('card list: user info panel (SPEC 2, 9)', () => {
  it('reward balance, membership level, rebate as percent, progress', async () => {
    await renderList()
    const panel = await screen.findByRole('complementary', { name: 'My account' })
    await waitFor(() => expect(within(panel).getByTestId('rebate')).toHaveTextContent('0.2%'))
    expect(panel).toHaveTextContent('12.34 USD')
    expect(panel).toHaveTextContent('Level 1')
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42.5')
    expect(panel).toHaveTextContent('42.5% of 5,000.00 USD settled this month to reach level 2 next month')
  })

  it('in German every number uses German notation', async () => {
    await renderList({ path: '/de/card' })
    const panel = await screen.findByRole('complementary', { name: 'Mein Konto' })
    await waitFor(() => expect(within(panel).getByTestId('rebate')).toHaveTextContent('0,2 %'))
    expect(panel).toHaveTextContent('12,34 USD')
    expect(within(panel).getByTestId('membership-next')).toHaveTextContent('42,5 % von 5.000,00 USD')
    // Product descriptions come in English from the server: the tiles show them in German.
    expect(screen.getAllByTestId('product-features')[0]).toHaveTextContent('Kartenlimit bis 3.000 USD')
    expect(screen.queryByText('Card limit up to USD 3,000')).toBeNull()
  })

  it('membership load errors are ignored', async () => {
    await renderList({
      routes: {
        'GET /user/membership': { status: 500, body: { code: 'internal', message: 'internal error' } },
      },
    })
    const panel = await screen.findByRole('complementary', { name: 'My account' })
    await within(panel).findByText('INVITE42')
    expect(within(panel).queryByText('Membership level')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  for (const [count, shown] of [
    [0, true],
    [3, true],
    [4, false],
    [-1, false],
  ] as const) {
    it(`invitation count ${count} is ${shown ? 'shown' : 'hidden'}`, async () => {
      await renderList({ invitation: { availableCount: count } })
      await screen.findByText('INVITE42')
      expect(!!screen.queryByTestId('invitation-count')).toBe(shown)
      if (shown) expect(screen.getByTestId('invitation-count')).toHaveTextContent(`Uses left: ${count}`)
    })
  }

  it('copy shows a check mark for 2 s', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await renderList()
    const button = await screen.findByRole('button', { name: 'Copy invitation code' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await act(async () => button.click())
    expect(writeText).toHaveBeenCalledWith('INVITE42')
    const copiedButton = screen.getByRole('button', { name: 'Copied: invitation code' })
    expect(copiedButton.querySelector('[data-icon="check"]')).not.toBeNull()
    await act(async () => vi.advanceTimersByTime(1_999))
    expect(screen.getByRole('button', { name: 'Copied: invitation code' })).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(1))
    expect(
      screen.getByRole('button', { name: 'Copy invitation code' }).querySelector('[data-icon="check"]'),
    ).toBeNull()
  })

  it("a refused clipboard alerts 'Failed to copy invitation code'", async () => {
    const user = userEvent.setup()
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      configurable: true,
    })
    await renderList()
    await user.click(await screen.findByRole('button', { name: 'Copy invitation code' }))
    expect(await screen.findByRole('dialog', { name: 'Copy' })).toHaveTextContent(
      'Failed to copy invitation code',
    )
    expect(screen.queryByRole('button', { name: 'Copied: invitation code' })).toBeNull()
  })
})

describe('card list: reward history (RewardRecord, SPEC 2, 9)', () => {
  function records(total: number): FakeHandler {
    return ({ url }) => {
      const skip = Number(new URL(url, 'http://x').searchParams.get('skip'))
      const count = Math.max(0, Math.min(10, total - skip))
      return {
        body: {
          items: Array.from({ length: count }, (_, i) => ({
            at: `2026-11-${String(1 + ((skip + i) % 28)).padStart(2, '0')}T00:00:00.000Z`,
            type: i % 2 ? 'rebate' : 'redeem',
            amount: i % 2 ? '0.25' : '-10.00',
          })),
          total,
        },
      }
    }
  }

  it('pages by 10 with a 5-page pager', async () => {
    const user = userEvent.setup()
    const { api } = await renderList({ routes: { 'GET /reward/record': records(73) } })
    await user.click(await screen.findByRole('button', { name: 'History' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reward history' })
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(10))
    expect(dialog).toHaveTextContent('-10.00 USD')
    expect(dialog).toHaveTextContent('+0.25 USD')
    const pager = within(dialog).getByRole('navigation', { name: 'Pages' })
    expect(
      within(pager)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5'])
    await user.click(within(pager).getByRole('button', { name: '5' }))
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.includes('/reward/record?skip=40&limit=10'))).toBe(true),
    )
    expect(within(pager).getByRole('button', { name: '5' })).toHaveAttribute('aria-current', 'page')
  })

  it('a referral shows what it granted, not "+0.00 USD"', async () => {
    const user = userEvent.setup()
    await renderList({
      routes: {
        'GET /reward/record': {
          body: {
            items: [
              {
                at: '2026-11-20T10:00:00.000Z',
                type: 'referral',
                amount: '0.00',
                grant: { freeCards: 1, invitationUses: 1 },
              },
            ],
            total: 1,
          },
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'History' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reward history' })
    expect(await within(dialog).findByTestId('reward-grant')).toHaveTextContent(
      'Free cards: +1 · Invitation uses: +1',
    )
    expect(dialog).not.toHaveTextContent('0.00 USD')
    expect(dialog).toHaveTextContent('Referral reward')
  })

  it('no pager with a single page', async () => {
    const user = userEvent.setup()
    await renderList({ routes: { 'GET /reward/record': records(10) } })
    await user.click(await screen.findByRole('button', { name: 'History' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reward history' })
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(10))
    expect(within(dialog).queryByRole('navigation')).toBeNull()
  })
})
