import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeReply, installFakeApi } from '../../test/fakeApi'
import { card, cardList, SANDBOX_CONFIG } from '../../test/fixtures'
import { renderApp } from '../../test/renderApp'
import { connectFakeWallet, resetWallet, testAccount } from '../../test/wallet'
import type { AppConfig, Card } from '../types/api'

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

function server(c: Card, routes: Record<string, FakeReply> = {}) {
  return installFakeApi({
    'GET /config': { body: CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: { ...cardList([]), cards: [c] } },
    [`GET /card/${c.id}`]: { body: c },
    'GET /user/state': { body: { state: 'normal' } },
    'GET /user/invitation': {
      body: { code: 'INVITE42', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
    },
    [`GET /card/${c.id}/transaction`]: { body: { items: [], total: 0 } },
    [`GET /card/${c.id}/pending-transaction`]: { body: { items: [], total: 0 } },
    [`GET /card/${c.id}/topup`]: {
      body: {
        topupCurrency: 'usdt',
        address: PAYEE,
        currency: 'usdt',
        chainId: 31337,
        feeRate: '0.0018',
        original: { feeRate: '0.003' },
        lower: '1510000',
        upper: null,
      },
    },
    ...routes,
  })
}

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => vi.unstubAllGlobals())

describe('deposit address', () => {
  it('shows the address with copy and QR, each chain and the token it credits, the minimum and the warning', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const api = server(card('c1', { status: 'new' }))
    renderApp('/card/c1/deposit')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deposit address' }, { timeout: 30_000 }),
    ).toBeInTheDocument()
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent(PAYEE)
    expect(api.calls.find((c) => c.path === '/card/c1/topup')?.url).toContain('currency=usdt')
    // The QR code arrives in its own chunk and names the address.
    expect(await screen.findByRole('img', { name: `QR code of the address ${PAYEE}` })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;utf8,/),
    )
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(writeText).toHaveBeenCalledWith(PAYEE)
    const rows = screen.getAllByTestId('deposit-chain')
    expect(rows.map((row) => row.textContent)).toEqual(['SandboxUSDT2'])
    expect(screen.getByTestId('deposit-minimum')).toHaveTextContent(
      'The first top-up must be at least 1.51 USD; a smaller one is held, not credited.',
    )
    expect(screen.getByTestId('deposit-warning')).toHaveTextContent(
      'Send only USDT on the networks above. Any other token or coin sent to this address is held, not credited',
    )
    await waitFor(() => expect(document.title).toBe('Deposit address · Chaincard'))
  })

  it('in German, from the card detail link', async () => {
    const user = userEvent.setup()
    server(card('c1', { status: 'active' }))
    renderApp('/de/card/c1')
    await user.click(await screen.findByRole('link', { name: 'Einzahlungsadresse' }, { timeout: 30_000 }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Einzahlungsadresse' })).toBeInTheDocument()
    expect(await screen.findByTestId('deposit-minimum')).toHaveTextContent('Mindestaufladung: 1,51 USD.')
    expect(screen.getByTestId('deposit-warning')).toHaveTextContent('Senden Sie nur USDT')
  })

  it('a card that may not be topped up goes back to the card detail', async () => {
    server(card('c1', { status: 'suspended' }))
    const { router } = renderApp('/card/c1/deposit')
    await waitFor(() => expect(router.state.location.pathname).toBe('/card/c1'), { timeout: 30_000 })
  })
})

describe('profile and Q&A', () => {
  it('profile: address, invitation code and referral link with copy, languages; sign out ends the session', async () => {
    const user = userEvent.setup()
    const api = server(card('c1'), { 'POST /sign-out': { status: 204 } })
    const { router } = renderApp('/profile')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 30_000 }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('profile-address')).toHaveTextContent(testAccount.address)
    expect(await screen.findByTestId('profile-code')).toHaveTextContent('INVITE42')
    expect(screen.getByTestId('profile-link')).toHaveTextContent(/\/\?code=INVITE42$/)
    expect(screen.getByRole('button', { name: 'Copy referral link' })).toBeInTheDocument()
    const languages = within(screen.getByRole('region', { name: 'Language' })).getAllByRole('link')
    expect(languages.map((l) => l.textContent)).toEqual([
      'English',
      'Deutsch',
      '日本語',
      'Русский',
      'Türkçe',
      '简体中文',
      '繁體中文',
    ])
    await user.click(
      within(screen.getByRole('region', { name: 'Language' })).getByRole('link', { name: 'Türkçe' }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/tr/profile'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Çıkış yap' }))
    await waitFor(() => expect(api.count('POST /sign-out')).toBe(1))
  })

  it('Q&A: every question opens its answer, with the support address where it matters', async () => {
    const user = userEvent.setup()
    server(card('c1'))
    renderApp('/qa')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Questions and answers' }, { timeout: 30_000 }),
    ).toBeInTheDocument()
    const held = screen.getByTestId('qa-held')
    await user.click(within(held).getByText('What if I send the wrong token?'))
    expect(held).toHaveAttribute('open')
    expect(held).toHaveTextContent('support@chaincard.test')
    expect(screen.getAllByTestId(/^qa-/)).toHaveLength(8)
    await waitFor(() => expect(document.title).toBe('Questions and answers · Chaincard'))
  })
})

describe('each route has its own title', () => {
  for (const [path, title] of [
    ['/', 'Virtual prepaid cards for crypto · Chaincard'],
    ['/card', 'My cards · Chaincard'],
    ['/card/c1', 'Card details · Chaincard'],
    ['/de/card', 'Meine Karten · Chaincard'],
    ['/404', 'Page not found · Chaincard'],
  ] as const) {
    it(`${path}: ${title}`, async () => {
      server(card('c1'))
      renderApp(path)
      await waitFor(() => expect(document.title).toBe(title), { timeout: 30_000 })
    })
  }
})
