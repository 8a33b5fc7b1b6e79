import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { ownerOfCard } from '../../../test/fakeCardPage'
import { openStream, stubEventSource } from '../../../test/fakeEventSource'
import { card, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import { setLiveStreamOpen } from '../../lib/events/liveEvents'
import type { AppConfig } from '../../types/api'

// The deposit page walks through a deposit live (seen, confirming n of m, credited or held), driven
// by the stream's events; polling only while the stream is down.
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
const HASH = `0x${'ab'.repeat(32)}`
const OLD_HASH = `0x${'cd'.repeat(32)}`
const AT = '2026-11-27T10:00:00.000Z'

const deposit = (overrides: Record<string, unknown>) => ({
  id: '5',
  chainId: 31337,
  txHash: HASH,
  state: 'confirming',
  confirmations: 1,
  required: 2,
  amount: '25.00',
  at: AT,
  ...overrides,
})

/** The fake server: `state.deposits` and `state.held` are what the deposit routes answer now. */
function server(state: { deposits: unknown[]; held: unknown[] }) {
  const c = card('c1', { status: 'active', balance: '10.00' })
  const routes: Record<string, FakeHandler | FakeReply> = {
    ...ownerOfCard(c, CONFIG),
    'GET /card/c1/topup': {
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
    },
    'GET /card/c1/deposits': () => ({ body: { items: state.deposits } }),
    'GET /card/c1/held-deposits': () => ({ body: { items: state.held } }),
  }
  return installFakeApi(routes)
}

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
  stubEventSource()
})
afterEach(() => {
  vi.unstubAllGlobals()
  setLiveStreamOpen(false)
})

describe('the deposit page follows a deposit live', () => {
  it('seen, confirming 1 of 2, credited with the amount: each on its event, not on a poll', async () => {
    const state = { deposits: [] as unknown[], held: [] as unknown[] }
    const api = server(state)
    renderApp('/card/c1/deposit')
    const source = await openStream()
    expect(await screen.findByTestId('deposit-live-empty', {}, { timeout: 15_000 })).toHaveTextContent(
      'Nothing on its way yet.',
    )
    const fetchesBefore = api.count('GET /card/c1/deposits')

    state.deposits = [deposit({ confirmations: 0 })]
    act(() => source.emit('deposit.seen', { cardId: 'c1', txHash: HASH, confirmations: 0, required: 2 }))
    const item = await screen.findByTestId('deposit-live', {}, { timeout: 2_000 })
    expect(within(item).getByTestId('deposit-live-steps')).toHaveTextContent('Payment seen')
    expect(item).toHaveTextContent('Confirming: 0 of 2')
    expect(item).toHaveTextContent('25.00 USD on its way.')
    expect(item).toHaveTextContent('Credited after 2 confirmations')

    state.deposits = [deposit({ confirmations: 1 })]
    act(() => source.emit('deposit.confirming', { cardId: 'c1', confirmations: 1, required: 2 }))
    await waitFor(
      () => expect(screen.getByTestId('deposit-live-state')).toHaveTextContent('Confirming: 1 of 2'),
      {
        timeout: 2_000,
      },
    )

    state.deposits = [deposit({ state: 'credited', confirmations: 2, amount: '24.95' })]
    act(() => source.emit('deposit.credited', { cardId: 'c1', amount: '24.95' }))
    await waitFor(
      () => expect(screen.getByTestId('deposit-live-state')).toHaveTextContent('Credited: 24.95 USD'),
      { timeout: 2_000 },
    )
    const steps = screen.getByTestId('deposit-live-steps')
    expect(steps).toHaveTextContent('Payment seen')
    expect(steps).toHaveTextContent('Confirmed: 2 of 2')
    expect(screen.getByTestId('deposit-live')).toHaveTextContent('pending top-up until it settles')
    // One refetch per event; no polling while the stream is open (it would be 30 s apart).
    expect(api.count('GET /card/c1/deposits') - fetchesBefore).toBe(3)
    // Another card's event refetches nothing of this page.
    act(() => source.emit('deposit.seen', { cardId: 'c2' }))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(api.count('GET /card/c1/deposits') - fetchesBefore).toBe(3)
  })

  it('a held deposit shows "Held" with the reason; what was credited or held before the page opened is not news', async () => {
    const oldHeld = {
      id: '3',
      reason: 'card_inactive',
      detail: 'card_suspended',
      chainId: 31337,
      txHash: OLD_HASH,
      token: { address: USDT.address, symbol: 'USDT', decimals: 6, isNative: false },
      amount: '1000000',
      amountUsd: '1.00',
      status: 'open',
      at: AT,
    }
    const state = {
      deposits: [deposit({ id: '4', txHash: OLD_HASH, state: 'credited', confirmations: 2 })] as unknown[],
      held: [oldHeld] as unknown[],
    }
    server(state)
    renderApp('/card/c1/deposit')
    const source = await openStream()
    await screen.findByTestId('deposit-live-empty', {}, { timeout: 15_000 })

    state.held = [
      {
        ...oldHeld,
        id: '9',
        reason: 'unsupported_token',
        detail: 'erc20',
        txHash: HASH,
        token: {
          address: '0x0000000000000000000000000000000000000d41',
          symbol: 'DAI',
          decimals: 18,
          isNative: false,
        },
        amount: '5000000000000000000',
        amountUsd: '5.00',
      },
      oldHeld,
    ]
    act(() => source.emit('deposit.held', { cardId: 'c1', reason: 'unsupported_token', txHash: HASH }))
    const item = await screen.findByTestId('deposit-live', {}, { timeout: 2_000 })
    expect(within(item).getByTestId('deposit-live-state')).toHaveTextContent('Held')
    expect(item).toHaveTextContent('DAI is not a token this card is topped up with, so it was not credited.')
    expect(item).toHaveTextContent(`contact support (${SANDBOX_CONFIG.supportEmail})`)
    expect(screen.getAllByTestId('deposit-live')).toHaveLength(1)
  })

  it('in German', async () => {
    const state = { deposits: [deposit({ confirmations: 1 })] as unknown[], held: [] as unknown[] }
    server(state)
    renderApp('/de/card/c1/deposit')
    await openStream()
    const item = await screen.findByTestId('deposit-live', {}, { timeout: 15_000 })
    expect(screen.getByRole('heading', { name: 'Eingehende Zahlungen' })).toBeInTheDocument()
    expect(item).toHaveTextContent('Zahlung gesehen')
    expect(item).toHaveTextContent('Bestätigung: 1 von 2')
    expect(item).toHaveTextContent('25,00 USD unterwegs.')
  })

  it('while the stream is down, polls every 3 s instead', async () => {
    vi.stubGlobal('EventSource', undefined)
    const state = { deposits: [] as unknown[], held: [] as unknown[] }
    server(state)
    renderApp('/card/c1/deposit')
    await screen.findByTestId('deposit-live-empty', {}, { timeout: 15_000 })
    state.deposits = [deposit({ confirmations: 1 })]
    await waitFor(
      () => expect(screen.getByTestId('deposit-live-state')).toHaveTextContent('Confirming: 1 of 2'),
      {
        timeout: 5_000,
      },
    )
  })
})
