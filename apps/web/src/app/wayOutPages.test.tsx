import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../test/fakeApi'
import { card, cardList, SANDBOX_CONFIG } from '../../test/fixtures'
import { renderApp } from '../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../test/wallet'
import type { AppConfig, Card } from '../types/api'

// On the card, deposit and cards pages: money over the maximum has a way out, the deposit page of a
// full card says so before anyone sends, and the membership levels are explained.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 60_000 })

const PAYEE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
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

const full = card('c1', { number: '**** **** **** 1111', balance: '3000.00', pendingTopup: '2000.00' })
const second = card('c2', { number: '**** **** **** 2222', balance: '52.00' })

function pendingView(overrides: Record<string, unknown> = {}) {
  return {
    pendingTopup: '2000.00',
    balanceUpper: '3000.00',
    fits: '0.00',
    overMaximum: '2000.00',
    movable: '2000.00',
    spendableAt: null,
    settles: true,
    credits: [],
    refunds: [],
    ...overrides,
  }
}

function server(cards: Card[], routes: Record<string, FakeHandler | FakeReply> = {}) {
  const entries: Record<string, FakeHandler | FakeReply> = {
    'GET /config': { body: CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: { ...cardList([]), cards } },
    'GET /user/state': { body: { state: 'normal' } },
    'GET /user/invitation': {
      body: { code: 'INVITE42', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
    },
  }
  for (const c of cards) {
    entries[`GET /card/${c.id}`] = { body: c }
    entries[`GET /card/${c.id}/transaction`] = { body: { items: [], total: 0 } }
    entries[`GET /card/${c.id}/pending-transaction`] = { body: { items: [], total: 0 } }
    entries[`GET /card/${c.id}/topup`] = {
      body: {
        topupCurrency: 'usdt',
        address: PAYEE,
        currency: 'usdt',
        chainId: 31337,
        feeRate: '0.0018',
        original: { feeRate: '0.003' },
        lower: '1510000',
        upper: '0',
      },
    }
  }
  return installFakeApi({ ...entries, ...routes })
}

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => vi.unstubAllGlobals())

describe('money over the card maximum', () => {
  it('says how much is over and moves it to a second card, one key for the form however often sent', async () => {
    const user = userEvent.setup()
    let moved = false
    const api = server([full, second], {
      'GET /card/c1/pending-topup': () => ({
        body: moved
          ? pendingView({ pendingTopup: '0.00', overMaximum: '0.00', movable: '0.00' })
          : pendingView(),
      }),
      'POST /card/c1/pending-topup/transfer': (call) => {
        moved = true
        const { key } = call.body as { key: string }
        return {
          body: {
            transfer: {
              key,
              fromCardId: 'c1',
              toCardId: 'c2',
              amount: '2000.00',
              at: '2026-11-26T10:00:00.000Z',
            },
          },
        }
      },
    })
    renderApp('/card/c1')
    const panel = await screen.findByTestId('excess-panel', {}, { timeout: 30_000 })
    expect(panel).toHaveTextContent(
      "2,000.00 USD of the pending top-up is above this card's maximum of 3,000.00 USD, so it cannot reach the balance.",
    )
    expect(within(panel).getByTestId('excess-movable')).toHaveTextContent('You can move all of it')
    await user.click(within(panel).getByRole('button', { name: 'Move to another card' }))
    const target = within(panel).getByLabelText('Move to')
    expect(
      within(target)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Card ending 2222 (room 2,948.00 USD)'])
    const amount = within(panel).getByLabelText('Amount (USD)')
    expect(amount).toHaveValue('2000.00')
    await user.click(within(panel).getByRole('button', { name: 'Move' }))
    const done = await within(panel).findByTestId('excess-done')
    expect(done).toHaveTextContent('2,000.00 USD moved to the card ending 2222.')
    expect(within(done).getByRole('link', { name: 'Open that card' })).toHaveAttribute('href', '/card/c2')
    const [call] = api.calls.filter((c) => c.path === '/card/c1/pending-topup/transfer')
    // The prefilled figure is "all that can move": no amount, so nothing below a cent is stranded.
    expect(call?.body).toEqual({ toCardId: 'c2', key: expect.stringMatching(/^[0-9a-f-]{36}$/) })
  })

  it('a refusal is its sentence in the form, and a retry sends the same key', async () => {
    const user = userEvent.setup()
    let answer: FakeReply = {
      status: 409,
      body: {
        code: 'over_movable_excess',
        message: 'invalid action: at most 1000.00 USD over the maximum can move now',
      },
    }
    const api = server([full, second], {
      'GET /card/c1/pending-topup': { body: pendingView() },
      'POST /card/c1/pending-topup/transfer': () => answer,
    })
    renderApp('/card/c1')
    const panel = await screen.findByTestId('excess-panel', {}, { timeout: 30_000 })
    await user.click(within(panel).getByRole('button', { name: 'Move to another card' }))
    const amount = within(panel).getByLabelText('Amount (USD)')
    await user.clear(amount)
    await user.type(amount, '1500')
    await user.click(within(panel).getByRole('button', { name: 'Move' }))
    expect(await within(panel).findByRole('alert')).toHaveTextContent('That is more than can be moved now')
    expect(panel).not.toHaveTextContent('at most 1000.00')
    answer = { status: 503, body: { code: 'upstream_unavailable', message: 'x' } }
    await user.click(within(panel).getByRole('button', { name: 'Move' }))
    await waitFor(() => expect(api.count('POST /card/c1/pending-topup/transfer')).toBe(2))
    const keys = api.calls
      .filter((c) => c.path === '/card/c1/pending-topup/transfer')
      .map((c) => (c.body as { key: string }).key)
    expect(new Set(keys).size).toBe(1)
    expect(api.calls.at(-1)?.body).toMatchObject({ amount: '1500' })
  })

  it('asks for a refund after saying what happens; the request and its status show', async () => {
    const user = userEvent.setup()
    let asked = false
    server([full], {
      'GET /card/c1/pending-topup': () => ({
        body: asked
          ? pendingView({
              pendingTopup: '0.00',
              overMaximum: '0.00',
              movable: '0.00',
              refunds: [
                {
                  id: '21',
                  amount: '2000.00',
                  status: 'open',
                  refundTxHash: null,
                  at: '2026-11-26T10:00:00.000Z',
                },
              ],
            })
          : pendingView(),
      }),
      'POST /card/c1/pending-topup/refund': () => {
        asked = true
        return {
          body: {
            refund: {
              id: '21',
              amount: '2000.00',
              status: 'open',
              refundTxHash: null,
              at: '2026-11-26T10:00:00.000Z',
            },
          },
        }
      },
    })
    renderApp('/card/c1')
    const panel = await screen.findByTestId('excess-panel', {}, { timeout: 30_000 })
    // No other card: moving is not offered, with why and where to go.
    expect(within(panel).getByRole('button', { name: 'Move to another card' })).toBeDisabled()
    expect(panel).toHaveTextContent('None of your other cards has room for it.')
    await user.click(within(panel).getByRole('button', { name: 'Ask for a refund' }))
    expect(panel).toHaveTextContent('2,000.00 USD leaves this card now and support sends it back to you.')
    await user.click(within(panel).getByRole('button', { name: 'Ask for the refund' }))
    expect(await within(panel).findByTestId('excess-done')).toHaveTextContent(
      'Refund of 2,000.00 USD requested (number 21).',
    )
    await waitFor(() =>
      expect(within(panel).getByTestId('excess-refund')).toHaveTextContent(
        'Refund 21 of 2,000.00 USD, asked',
      ),
    )
  })

  it('a stale estimate read before a redemption never calls a card far from its maximum full', async () => {
    // The estimate still says nothing fits (read when nothing was pending); the card says 12.50 is settling.
    server([card('c1', { balance: '41.21', pendingTopup: '12.50' })], {
      'GET /card/c1/pending-topup': {
        body: pendingView({ pendingTopup: '0.00', fits: '0.00', overMaximum: '0.00', movable: '0.00' }),
      },
    })
    renderApp('/card/c1')
    await waitFor(() => expect(screen.getByTestId('pending-note')).toBeInTheDocument(), { timeout: 30_000 })
    expect(screen.getByTestId('pending-note')).not.toHaveTextContent('The card is at its maximum')
  })

  it('the pending top-up says when it becomes spendable', async () => {
    const spendableAt = '2026-11-26T10:31:00.000Z'
    server([card('c1', { balance: '10.00', pendingTopup: '19.96' })], {
      'GET /card/c1/pending-topup': {
        body: pendingView({
          pendingTopup: '19.96',
          fits: '19.96',
          overMaximum: '0.00',
          movable: '0.00',
          spendableAt,
        }),
      },
    })
    renderApp('/card/c1')
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(spendableAt),
    )
    await waitFor(() =>
      expect(screen.getByTestId('pending-note')).toHaveTextContent(`19.96 USD becomes spendable on ${date}.`),
    )
    expect(screen.queryByTestId('excess-panel')).toBeNull()
  })
})

describe('the deposit page before anyone sends', () => {
  it('a full card says so, and where to send instead', async () => {
    server([card('c1', { balance: '2990.00', pendingTopup: '10.00' })])
    renderApp('/card/c1/deposit')
    const room = await screen.findByTestId('deposit-room', {}, { timeout: 30_000 })
    expect(room).toHaveAttribute('role', 'alert')
    expect(room).toHaveTextContent('This card is full')
    expect(room).toHaveTextContent('maximum balance of 3,000.00 USD')
    expect(within(room).getByRole('link', { name: 'Choose another card' })).toHaveAttribute('href', '/card')
  })

  it('a card with room says how much it can still take; ETH and DAI sent here are held', async () => {
    server([card('c1', { balance: '1000.00', pendingTopup: '500.00' })])
    renderApp('/card/c1/deposit')
    const room = await screen.findByTestId('deposit-room', {}, { timeout: 30_000 })
    expect(room).toHaveTextContent('This card can still take 1,500.00 USD (maximum balance 3,000.00 USD).')
    expect(screen.getByTestId('deposit-swap-hint')).toHaveTextContent(
      'ETH, DAI and other tokens sent here are held, not credited.',
    )
    expect(
      within(screen.getByTestId('deposit-swap-hint')).getByRole('link', { name: 'Top up from your wallet' }),
    ).toHaveAttribute('href', '/card/c1/topup')
  })

  it('money held by open purchases counts against the maximum, as settlement counts it', async () => {
    server([card('c1', { balance: '62.46', held: '1.20', pendingTopup: '0.00' })])
    renderApp('/card/c1/deposit')
    const room = await screen.findByTestId('deposit-room', {}, { timeout: 30_000 })
    expect(room).toHaveTextContent('This card can still take 2,936.34 USD')
  })

  it('a full card with held money is full', async () => {
    server([card('c1', { balance: '2980.00', held: '20.00', pendingTopup: '0.00' })])
    renderApp('/card/c1/deposit')
    expect(await screen.findByTestId('deposit-room', {}, { timeout: 30_000 })).toHaveTextContent(
      'This card is full',
    )
  })

  it('German: the table headers keep room between them', async () => {
    server([card('c1')])
    renderApp('/de/card/c1/deposit')
    const headers = await screen.findAllByRole('columnheader', {}, { timeout: 30_000 })
    expect(headers.map((h) => h.textContent)).toEqual(['Netzwerk', 'Gutgeschriebener Token', 'Bestätigungen'])
    // Tailwind's padding and hyphenation classes reach each header (jsdom does not lay out; Chromium is checked
    // in the e2e journey at 375 px).
    for (const header of headers.slice(0, -1)) {
      expect(header.closest('table')?.className).toMatch(/\[&_th\]:pr-3/)
    }
  })
})

describe('membership levels are explained', () => {
  it('lists each level with what it needs and pays; level 0 says it pays nothing', async () => {
    const user = userEvent.setup()
    server([card('c1')], {
      'GET /user/membership': {
        body: {
          enable: true,
          level: 0,
          rebate: '0',
          nextInfo: { level: 1, requiredValue: '1000.00', percent: 12.5 },
        },
      },
    })
    renderApp('/card')
    expect(await screen.findByTestId('level-zero-note', {}, { timeout: 30_000 })).toHaveTextContent(
      'Level 0 pays no rebate.',
    )
    const levels = screen.getByTestId('membership-levels')
    await user.click(within(levels).getByText('How membership levels work'))
    expect([...levels.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Level 0 (below 1,000.00 USD a month): no rebate.',
      'Level 1 (from 1,000.00 USD a month): 0.2% of each top-up.',
      'Level 2 (from 5,000.00 USD a month): 0.5% of each top-up.',
      'Level 3 (from 20,000.00 USD a month): 1% of each top-up.',
    ])
  })
})
