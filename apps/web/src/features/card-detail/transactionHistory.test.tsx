import { configure, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../test/fakeApi'
import { card, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import type { Card } from '../../types/api'

configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

const AT = '2026-11-20T10:00:00.000Z'
const row = (id: string, fields: Record<string, unknown>) => ({
  at: AT,
  id,
  original: { amount: '0.00', currency: 'USD' },
  settlement: { amount: '0.00', currency: 'USD' },
  description: '',
  ...fields,
})

// Newest first, as the server answers: the running balance adds up from 0 to the card's 1234.50; declined rows
// carry none, the grocer's refund is a row of its own.
const HISTORY = [
  row('auth-pending-0001', {
    description: 'Bakery',
    type: 'authorization_approval',
    state: 'pending',
    direction: 'debit',
    amount: '-2.00',
    balanceChange: '-2.00',
    balanceAfter: '1234.50',
  }),
  row('auth-declined-002', {
    description: 'Car Dealer',
    type: 'authorization_decline',
    declineReason: 'insufficient_balance',
    state: 'declined',
    direction: 'debit',
    amount: '-5000.00',
    balanceChange: '0.00',
  }),
  row('auth-declined-by-owner', {
    description: 'Arcade',
    type: 'authorization_decline',
    declineReason: 'cardholder_declined',
    state: 'declined',
    direction: 'debit',
    amount: '-1.00',
    balanceChange: '0.00',
  }),
  row('L21', {
    description: 'Grocer',
    type: 'refund',
    state: 'settled',
    direction: 'credit',
    amount: '4.00',
    balanceChange: '4.00',
    balanceAfter: '1236.50',
  }),
  row('auth-refunded-003', {
    description: 'Grocer',
    type: 'consumption',
    state: 'refunded',
    direction: 'debit',
    amount: '-11.50',
    balanceChange: '-11.50',
    balanceAfter: '1232.50',
  }),
  row('auth-reversed-004', {
    description: 'Cinema',
    type: 'authorization_reversal',
    state: 'reversed',
    direction: 'debit',
    amount: '-5.00',
    balanceChange: '0.00',
    balanceAfter: '1244.00',
  }),
  row('L17', {
    type: 'reward',
    state: 'settled',
    direction: 'credit',
    amount: '10.00',
    balanceChange: '10.00',
    balanceAfter: '1244.00',
  }),
  row('L12', {
    type: 'topup',
    state: 'settled',
    direction: 'credit',
    amount: '1234.00',
    balanceChange: '1234.00',
    balanceAfter: '1234.00',
  }),
]

function server(c: Card, history: readonly unknown[] = HISTORY) {
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: { cards: [c], orders: [], leftCount: 1, cardProducts: [] } },
    [`GET /card/${c.id}`]: { body: c },
    'GET /user/state': { body: { state: 'normal' } },
    'GET /user/invitation': {
      body: { code: 'ABCD1234', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
    },
    [`GET /card/${c.id}/transaction`]: { body: { items: history, total: history.length } },
    [`GET /card/${c.id}/pending-transaction`]: { body: { items: [], total: 0 } },
    [`GET /card/${c.id}/view`]: { body: { kind: 'image' } },
  })
}

const parts = (rows: HTMLElement[], testId: string) =>
  rows.map((r) => within(r).queryByTestId(testId)?.textContent?.replace(/\s+/g, ' ').trim() ?? null)

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => vi.unstubAllGlobals())

describe('card history: one row per purchase, signed, with its state and the running balance', () => {
  it('in English: signs, colours with labels, states with the decline reason, the balance column', async () => {
    server(card('c1', { status: 'active', balance: '1234.50', supported: ['full-transaction'] }))
    renderApp('/card/c1')
    const rows = await screen.findAllByTestId('tx-row', {}, { timeout: 30_000 })
    expect(rows).toHaveLength(8)
    expect(parts(rows, 'tx-amount')).toEqual([
      'Debit -2.00 USD',
      'Debit -5,000.00 USD',
      'Debit -1.00 USD',
      'Credit +4.00 USD',
      'Debit -11.50 USD',
      'Debit -5.00 USD',
      'Credit +10.00 USD',
      'Credit +1,234.00 USD',
    ])
    expect(parts(rows, 'tx-state')).toEqual([
      'Pending',
      'Declined: insufficient balance',
      // Who declined is named: the owner, in the app, not "the card issuer".
      'Declined: you declined it in the app',
      'Settled',
      'Refunded',
      'Reversed',
      'Settled',
      'Settled',
    ])
    // A declined row carries no balance; the refund moves it back up when it came.
    expect(parts(rows, 'tx-balance')).toEqual([
      'Balance 1,234.50 USD',
      null,
      null,
      'Balance 1,236.50 USD',
      'Balance 1,232.50 USD',
      'Balance 1,244.00 USD',
      'Balance 1,244.00 USD',
      'Balance 1,234.00 USD',
    ])
    // Credits are green, debits keep the default colour; a declined or reversed purchase is struck through.
    const amounts = rows.map((r) => within(r).getByTestId('tx-amount'))
    expect(amounts.map((a) => a.className.includes('text-emerald-300'))).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      true,
      true,
    ])
    expect(amounts.map((a) => a.className.includes('line-through'))).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
      false,
      false,
    ])
    // What each row is: the merchant for purchases, the kind for credits.
    expect(rows[4]).toHaveTextContent('Grocer')
    expect(rows[4]).toHaveTextContent('Purchase')
    expect(rows[3]).toHaveTextContent('Grocer')
    expect(rows[3]).toHaveTextContent('Refund')
    expect(rows[6]).toHaveTextContent('Reward redeemed')
    expect(rows[7]).toHaveTextContent('Top-up')
    // The newest row's balance is the card's balance.
    expect(rows[0]).toHaveTextContent('1,234.50')
  })

  it('in German: German numbers, states, reasons and labels', async () => {
    server(card('c1', { status: 'active', balance: '1234.50', supported: ['full-transaction'] }))
    renderApp('/de/card/c1')
    const rows = await screen.findAllByTestId('tx-row', {}, { timeout: 30_000 })
    expect(parts(rows, 'tx-amount')).toEqual([
      'Belastung -2,00 USD',
      'Belastung -5.000,00 USD',
      'Belastung -1,00 USD',
      'Gutschrift +4,00 USD',
      'Belastung -11,50 USD',
      'Belastung -5,00 USD',
      'Gutschrift +10,00 USD',
      'Gutschrift +1.234,00 USD',
    ])
    expect(parts(rows, 'tx-state')).toEqual([
      'Ausstehend',
      'Abgelehnt: Guthaben nicht ausreichend',
      'Abgelehnt: von Ihnen in der App abgelehnt',
      'Gebucht',
      'Erstattet',
      'Storniert',
      'Gebucht',
      'Gebucht',
    ])
    expect(parts(rows, 'tx-balance')[0]).toBe('Saldo 1.234,50 USD')
    expect(parts(rows, 'tx-balance').slice(0, 3)).toEqual(['Saldo 1.234,50 USD', null, null])
    expect(rows[7]).toHaveTextContent('Aufladung')
    expect(rows[4]).toHaveTextContent('Einkauf')
  })
})

// A 3,000 deposit of which 500 went to another card and 100 back to the sender: a credit of what stayed (not
// struck through) and a row for each part that left, named in the owner's language.
const MOVED = [
  row('L32', {
    type: 'topup_refund',
    state: 'settled',
    direction: 'debit',
    amount: '-100.00',
    balanceChange: '0.00',
    balanceAfter: '2400.00',
    counterparty: { address: '0xAbC1230000000000000000000000000000004567' },
  }),
  row('L31', {
    type: 'transfer_out',
    state: 'settled',
    direction: 'debit',
    amount: '-500.00',
    balanceChange: '0.00',
    balanceAfter: '2400.00',
    counterparty: { cardLast4: '0182' },
  }),
  row('L30', {
    type: 'topup',
    state: 'settled',
    direction: 'credit',
    amount: '2400.00',
    balanceChange: '2400.00',
    balanceAfter: '2400.00',
  }),
]

describe('a top-up partly moved and refunded', () => {
  function movedServer() {
    server(card('c1', { status: 'active', balance: '2400.00', supported: ['full-transaction'] }), MOVED)
  }

  it('in English: a settled credit of what stayed, a move row and a refund row naming where it went', async () => {
    movedServer()
    renderApp('/card/c1')
    const rows = await screen.findAllByTestId('tx-row', {}, { timeout: 30_000 })
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent('Refund to 0xAbC...4567')
    expect(rows[1]).toHaveTextContent('Moved to card ending 0182')
    expect(rows[2]).toHaveTextContent('Top-up')
    expect(parts(rows, 'tx-amount')).toEqual([
      'Debit -100.00 USD',
      'Debit -500.00 USD',
      'Credit +2,400.00 USD',
    ])
    expect(parts(rows, 'tx-state')).toEqual(['Settled', 'Settled', 'Settled'])
    const amounts = rows.map((r) => within(r).getByTestId('tx-amount'))
    expect(amounts.some((a) => a.className.includes('line-through'))).toBe(false)
  })

  it('in German: the same rows in German', async () => {
    movedServer()
    renderApp('/de/card/c1')
    const rows = await screen.findAllByTestId('tx-row', {}, { timeout: 30_000 })
    expect(rows[0]).toHaveTextContent('Rückerstattung an 0xAbC...4567')
    expect(rows[1]).toHaveTextContent('Auf Karte mit Endziffern 0182 verschoben')
    expect(parts(rows, 'tx-state')).toEqual(['Gebucht', 'Gebucht', 'Gebucht'])
    expect(parts(rows, 'tx-amount')[2]).toBe('Gutschrift +2.400,00 USD')
  })
})

// A merchant's refund and a dispute's credit and its taking back: the merchant's name from the server, what
// happened worded in the owner's language from the row's kind and direction.
const MERCHANT_MOVEMENTS = [
  row('L43', {
    description: 'Parcel Shop',
    type: 'dispute',
    state: 'settled',
    direction: 'debit',
    amount: '-12.50',
    balanceChange: '-12.50',
    balanceAfter: '108.00',
  }),
  row('L42', {
    description: 'Parcel Shop',
    type: 'dispute',
    state: 'settled',
    direction: 'credit',
    amount: '12.50',
    balanceChange: '12.50',
    balanceAfter: '120.50',
  }),
  row('L41', {
    description: 'Shoes',
    type: 'refund',
    state: 'settled',
    direction: 'credit',
    amount: '8.00',
    balanceChange: '8.00',
    balanceAfter: '108.00',
  }),
]

describe("a refund and a dispute's credit in German", () => {
  it('name the merchant and say what happened in German, without a word of English', async () => {
    server(
      card('c1', { status: 'active', balance: '108.00', supported: ['full-transaction'] }),
      MERCHANT_MOVEMENTS,
    )
    renderApp('/de/card/c1')
    const rows = await screen.findAllByTestId('tx-row', {}, { timeout: 30_000 })
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent(/^Parcel Shop.* · Reklamationsgutschrift zurückgebucht · /)
    expect(rows[1]).toHaveTextContent(/^Parcel Shop.* · Gutschrift aus Reklamation · /)
    expect(rows[2]).toHaveTextContent(/^Shoes.* · Erstattung · /)
    for (const english of ['refund', 'Refund', 'dispute', 'Dispute', 'credit', 'taken back', 'Settled'])
      for (const r of rows) expect(r.textContent).not.toContain(english)
  })
})
