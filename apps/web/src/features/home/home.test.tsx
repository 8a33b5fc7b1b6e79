import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../test/fakeApi'
import { cardList, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import { modalStore } from '../../lib/modals/modalStore'
import { getCachedReferralCode } from '../../lib/referralCode'
import { walletStore } from '../../lib/wallet/walletStore'
import { HOME_TOKENS, SMALL_SCREEN_TOKENS } from './components/HomeSections'
import { PROMO_END, shouldShowPromo } from './utils/shouldShowPromo'

const TITLE = 'Spend your crypto anywhere with a virtual prepaid card'

function server(active: boolean) {
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active } },
    'GET /card': { body: cardList([]) },
  })
}

beforeEach(() => resetWallet())
afterEach(() => vi.unstubAllGlobals())

describe('home main button', () => {
  it('disconnected: Connect wallet, which opens the wallet dialog and asks for the wallet runtime', async () => {
    const user = userEvent.setup()
    server(false)
    renderApp('/')
    await screen.findByRole('heading', { level: 1, name: TITLE })
    const main = screen.getAllByRole('button', { name: 'Connect wallet' })
    expect(main).toHaveLength(2) // navbar + home
    expect(screen.queryByRole('link', { name: 'My Card' })).toBeNull()
    await user.click(main[1] as HTMLElement)
    expect(modalStore.getState().stack.map((m) => m.type)).toContain('wallet')
    expect(walletStore.getState().runtimeRequested).toBe(true)
  })

  it('connected and active: My Card links to the card list (navbar shows it too)', async () => {
    connectFakeWallet()
    server(true)
    renderApp('/zh-tw')
    await waitFor(() => expect(screen.getAllByRole('link', { name: '我的卡' })).toHaveLength(2))
    for (const link of screen.getAllByRole('link', { name: '我的卡' }))
      expect(link).toHaveAttribute('href', '/zh-tw/card')
    expect(screen.queryByRole('button', { name: '連接錢包' })).toBeNull()
  })

  it('connected and not active: Get free card opens the invitation input', async () => {
    const user = userEvent.setup()
    connectFakeWallet()
    server(false)
    renderApp('/')
    const button = await screen.findByRole('button', { name: 'Get free card' })
    await waitFor(() => expect(button).toBeEnabled())
    expect(screen.queryByRole('link', { name: 'My Card' })).toBeNull()
    // the account rule already opened it for the new address; close it to check the button does too
    await screen.findByRole('dialog', { name: 'Invitation code' })
    modalStore.setState({ stack: [] })
    await user.click(button)
    expect(await screen.findByRole('dialog', { name: 'Invitation code' })).toBeInTheDocument()
  })
})

describe('home page', () => {
  it('has the sections, pricing with prices and fees, 8 tokens saying credited or swapped, USDT on small screens', async () => {
    server(false)
    renderApp('/')
    await screen.findByRole('heading', { level: 1, name: TITLE })
    for (const name of ['Features', 'Benefits', 'Pricing', 'Supported tokens', 'Contact us']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    const classic = screen.getByRole('article', { name: 'Classic' })
    const business = screen.getByRole('article', { name: 'Business' })
    expect(classic.querySelectorAll('li')).toHaveLength(1)
    expect(business.querySelectorAll('li')).toHaveLength(3)
    // Prices and fees from the domain constants.
    expect(within(classic).getByTestId('price-classic')).toHaveTextContent('Free card')
    expect(within(business).queryByTestId('price-business')).toBeNull()
    const classicPrices = within(classic).getByTestId('prices-classic')
    expect(classicPrices).toHaveTextContent('Top-up fee0.18% 0.3%was 0.3%')
    expect(within(classicPrices).getByText('0.3%').tagName).toBe('DEL')
    expect(within(classicPrices).getByText('was 0.3%')).toHaveClass('sr-only')
    expect(classicPrices).toHaveTextContent('Card limitup to USD 3,000')
    expect(classicPrices).toHaveTextContent('Valid for12 months')
    expect(classicPrices).toHaveTextContent('First top-up from1.51 USD')
    expect(within(business).getByTestId('prices-business')).toHaveTextContent('Card limitup to USD 10,000')
    // Benefits no longer promise a rebate level 0 does not pay.
    expect(screen.getByText(/From membership level 1/)).toBeInTheDocument()
    expect(screen.queryByText(/rewards on every top-up/i)).toBeNull()
    const tokens = [...document.querySelectorAll('[data-token]')]
    expect(tokens.map((t) => t.getAttribute('data-token'))).toEqual([...HOME_TOKENS])
    expect(HOME_TOKENS).toEqual(['usdt', 'usdc', 'eth', 'dai', 'uni', 'link', 'wbtc', 'zrx'])
    // The configuration's one chain takes USDT: only USDT is claimed as credited (USDC sent there is held).
    expect(tokens.map((t) => t.getAttribute('data-credit'))).toEqual([
      'direct',
      'swap',
      'swap',
      'swap',
      'swap',
      'swap',
      'swap',
      'swap',
    ])
    expect(tokens[0]).toHaveTextContent('usdtcredited')
    expect(tokens[1]).toHaveTextContent('usdcswapped')
    expect(screen.getByTestId('home-tokens-explain')).toHaveTextContent(
      /^USDT: credited to your card as they are\./,
    )
    expect(tokens[2]).toHaveTextContent('ethswapped')
    tokens.forEach((token, index) => {
      expect(token.classList.contains('hidden')).toBe(index >= SMALL_SCREEN_TOKENS)
    })
    // The small-screen list includes USDT, the token credited on Ethereum.
    expect(tokens.slice(0, SMALL_SCREEN_TOKENS).map((t) => t.getAttribute('data-token'))).toContain('usdt')
    expect(
      screen.getByText(/sent directly to a deposit address, they are held, not credited/),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'support@chaincard.test' })[0]).toHaveAttribute(
      'href',
      'mailto:support@chaincard.test',
    )
  })

  it('prices in German use German numbers', async () => {
    server(false)
    renderApp('/de')
    const classic = await screen.findByRole('article', { name: 'Klassisch' })
    expect(within(classic).getByTestId('prices-classic')).toHaveTextContent('0,18 %')
    expect(within(classic).getByTestId('prices-classic')).toHaveTextContent('3.000')
  })

  it('caches ?code= (trimmed) and ?r= as the referral code', async () => {
    server(false)
    const first = renderApp('/?code=%20%20FRIEND42%20')
    await screen.findByRole('heading', { level: 1, name: TITLE })
    await waitFor(() => expect(getCachedReferralCode()).toBe('FRIEND42'))
    first.unmount()
    renderApp('/?r=OTHER7')
    await waitFor(() => expect(getCachedReferralCode()).toBe('OTHER7'))
  })

  it('never shows the promo popup today', async () => {
    server(false)
    renderApp('/')
    await screen.findByRole('heading', { level: 1, name: TITLE })
    expect(modalStore.getState().stack).toEqual([])
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('shouldShowPromo', () => {
  it('shows only before 2024-01-01 and only without a cached referral code', () => {
    expect(shouldShowPromo(new Date('2023-12-31T23:59:59.999Z'), false)).toBe(true)
    expect(shouldShowPromo(new Date('2023-12-31T23:59:59.999Z'), true)).toBe(false)
    expect(shouldShowPromo(PROMO_END, false)).toBe(false)
    expect(shouldShowPromo(new Date('2026-11-21T00:00:00Z'), false)).toBe(false)
  })
})
