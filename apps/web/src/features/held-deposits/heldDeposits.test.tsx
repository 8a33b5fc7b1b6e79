import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../test/fakeApi'
import { card, cardList, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import type { Card } from '../../types/api'

const HASH = `0x${'ab'.repeat(32)}`
const HELD = [
  {
    id: '7',
    reason: 'unsupported_token',
    detail: 'erc20',
    chainId: 31337,
    txHash: HASH,
    token: {
      address: '0x0000000000000000000000000000000000000d41',
      symbol: 'DAI',
      decimals: 18,
      isNative: false,
    },
    amount: '25500000000000000000',
    amountUsd: '25.50',
    status: 'open',
    at: '2026-11-25T10:00:00.000Z',
  },
  {
    id: '6',
    reason: 'card_inactive',
    detail: 'card_suspended',
    chainId: 31337,
    txHash: `0x${'cd'.repeat(32)}`,
    token: {
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      symbol: 'USDT',
      decimals: 6,
      isNative: false,
    },
    amount: '1234500000',
    amountUsd: '1234.50',
    status: 'credited',
    at: '2026-11-24T10:00:00.000Z',
  },
]

function server(c: Card, held: unknown[]) {
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: { ...cardList([]), cards: [c] } },
    [`GET /card/${c.id}`]: { body: c },
    'GET /user/state': { body: { state: 'normal' } },
    'GET /user/invitation': {
      body: { code: 'INVITE42', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
    },
    [`GET /card/${c.id}/transaction`]: { body: { items: [], total: 0 } },
    [`GET /card/${c.id}/pending-transaction`]: { body: { items: [], total: 0 } },
    [`GET /card/${c.id}/held-deposits`]: { body: { items: held } },
  })
}

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => vi.unstubAllGlobals())

describe('held deposits on the card', () => {
  it('lists each with amount, token, network, why and what happens, and the transaction', async () => {
    server(card('c1', { status: 'suspended' }), HELD)
    renderApp('/card/c1')
    const items = await screen.findAllByTestId('held-deposit', {}, { timeout: 30_000 })
    expect(screen.getByRole('heading', { name: 'Held deposits' })).toBeInTheDocument()
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('25.5 DAI')
    expect(items[0]).toHaveTextContent(
      'DAI is not a token this card is topped up with, so it was not credited.',
    )
    expect(within(items[0]!).getByTestId('held-status')).toHaveTextContent(
      `Held: contact support (${SANDBOX_CONFIG.supportEmail}) to have it credited or returned.`,
    )
    expect(items[0]).toHaveTextContent('abab')
    expect(items[1]).toHaveTextContent('1,234.5 USDT')
    expect(items[1]).toHaveTextContent('It arrived while the card was suspended, so it was not credited.')
    expect(within(items[1]!).getByTestId('held-status')).toHaveTextContent('Credited to the card by support.')
  })

  it('in German, with German numbers', async () => {
    server(card('c1', { status: 'active' }), HELD)
    renderApp('/de/card/c1')
    const items = await screen.findAllByTestId('held-deposit', {}, { timeout: 30_000 })
    expect(screen.getByRole('heading', { name: 'Zurückgehaltene Einzahlungen' })).toBeInTheDocument()
    expect(items[1]).toHaveTextContent('1.234,5 USDT')
    expect(items[0]).toHaveTextContent('DAI ist kein Token, mit dem diese Karte aufgeladen wird')
  })

  it('shows nothing when nothing is held', async () => {
    const api = server(card('c1', { status: 'active' }), [])
    renderApp('/card/c1')
    await waitFor(() => expect(api.calls.some((c) => c.path === '/card/c1/held-deposits')).toBe(true), {
      timeout: 30_000,
    })
    expect(screen.queryByRole('heading', { name: 'Held deposits' })).toBeNull()
  })
})
