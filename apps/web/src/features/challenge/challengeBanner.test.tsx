import { QueryClientProvider } from '@tanstack/react-query'
import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { card, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import { createI18n } from '../../lib/i18n/i18n'
import { invalidateCardChallenge } from '../../lib/queries/queryKeys'
import { createQueryClient, setQueryClient } from '../../lib/queryClient'
import type { Card } from '../../types/api'
import CardChallenge from './components/CardChallenge'
import { type BannerCard, ChallengeBanner } from './components/ChallengeBanner'

configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 60_000 })

const CARDS: BannerCard[] = [
  { id: 'c1', last4: '1111' },
  { id: 'c2', last4: '2222' },
]

function challenge(id: string, secondsLeft: number) {
  return {
    id,
    merchantName: 'Coffee Shop',
    amount: '12.50',
    currency: 'USD',
    expiresAt: new Date(Date.now() + secondsLeft * 1000).toISOString(),
  }
}

/** c1 has a challenge pending until answered; c2 none. */
function server(pending: ReturnType<typeof challenge>) {
  let open = true
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /card/c1/challenge': () => ({ body: open ? pending : 'OK' }),
    'GET /card/c2/challenge': { body: 'OK' },
    [`POST /card/c1/challenge/${pending.id}`]: () => {
      open = false
      return { status: 204 }
    },
  })
}

/** The banner over a page: `page` is what the page itself shows (the card page's challenge prompt). */
function renderBanner(cardOnPage: string | null = null, page: ReactNode = null) {
  const client = createQueryClient()
  setQueryClient(client)
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <main>
            <ChallengeBanner cards={CARDS} cardOnPage={cardOnPage} />
            {page}
          </main>
        ),
      },
    ],
    { initialEntries: ['/profile'] },
  )
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n('en')}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>,
  )
}

const banner = () => screen.getByRole('region', { name: 'Purchases waiting for your approval' })

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
  document.title = 'Profile · Chaincard'
})
afterEach(() => vi.unstubAllGlobals())

describe('the pending challenge banner', () => {
  it('shows a waiting challenge with its card, marks the title, and is approved from it', async () => {
    const user = userEvent.setup()
    const api = server(challenge('ch-1', 240))
    renderBanner()
    await waitFor(() => expect(banner()).toBeVisible())
    const item = within(banner()).getByTestId('challenge-banner-item')
    expect(item).toHaveTextContent('Approve 12.50 USD at Coffee Shop?')
    expect(item).toHaveTextContent('Card ending in 1111')
    expect(within(item).getByRole('link', { name: 'Open card 1111' })).toHaveAttribute('href', '/card/c1')
    expect(banner()).toBeVisible()
    expect(screen.getAllByTestId('challenge-banner-item')).toHaveLength(1)
    await waitFor(() => expect(document.title).toBe('(1) Approve a purchase · Profile · Chaincard'))
    // A page that sets its own title keeps the mark.
    document.title = 'My cards · Chaincard'
    await waitFor(() => expect(document.title).toBe('(1) Approve a purchase · My cards · Chaincard'))
    expect(screen.getByRole('status')).toHaveTextContent('Approve 12.50 USD at Coffee Shop?')

    await user.click(within(item).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(screen.queryByTestId('challenge-banner-item')).toBeNull())
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ answer: 'approve' })
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('You approved 12.50 USD at Coffee Shop.'),
    )
    expect(screen.queryByRole('region', { name: 'Purchases waiting for your approval' })).toBeNull()
    expect(document.title).toBe('My cards · Chaincard')
    expect(document.activeElement).toBe(document.querySelector('main'))
  })

  it('counts down, and goes when the challenge expires', async () => {
    server(challenge('ch-2', 3))
    renderBanner()
    const countdown = await screen.findByTestId('challenge-banner-countdown')
    const first = countdown.textContent
    expect(first).toMatch(/^Expires in 0:0[1-3]$/)
    await waitFor(() => expect(countdown.textContent).not.toBe(first))
    expect(countdown.textContent).toMatch(/^Expires in 0:0[0-2]$/)
    await waitFor(() => expect(screen.queryByTestId('challenge-banner-item')).toBeNull(), { timeout: 6_000 })
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The request to approve 12.50 USD at Coffee Shop has expired',
      ),
    )
    expect(document.title).toBe('Profile · Chaincard')
  })

  it('goes when the challenge is answered elsewhere (the live stream refreshes it)', async () => {
    const pending = challenge('ch-3', 240)
    let open = true
    installFakeApi({
      'GET /config': { body: SANDBOX_CONFIG },
      'GET /card/c1/challenge': () => ({ body: open ? pending : 'OK' }),
      'GET /card/c2/challenge': { body: 'OK' },
    })
    renderBanner()
    await screen.findByTestId('challenge-banner-item')
    open = false
    const { queryClient } = await import('../../lib/queryClient')
    await act(() => invalidateCardChallenge(queryClient, 'c1'))
    await waitFor(() => expect(screen.queryByTestId('challenge-banner-item')).toBeNull())
    expect(document.title).toBe('Profile · Chaincard')
  })

  it("on the card's own page: no line for it (the page shows it), the title still marked", async () => {
    server(challenge('ch-4', 240))
    renderBanner('c1', <CardChallenge cardId="c1" />)
    expect(await screen.findByRole('region', { name: 'Confirm a purchase' })).toHaveTextContent(
      'Approve 12.50 USD at Coffee Shop?',
    )
    await waitFor(() => expect(document.title).toBe('(1) Approve a purchase · Profile · Chaincard'))
    expect(screen.queryByTestId('challenge-banner-item')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Purchases waiting for your approval' })).toBeNull()
  })

  it("on the card's own page the banner asks nothing for that card (the page's prompt asks), only for the others", async () => {
    const api = server(challenge('ch-5', 240))
    renderBanner('c1')
    await waitFor(() => expect(api.count('GET /card/c2/challenge')).toBeGreaterThan(0))
    expect(api.count('GET /card/c1/challenge')).toBe(0)
    expect(document.title).toBe('Profile · Chaincard')
  })
})

/** The app's API with `cards`, each with a challenge waiting, for a user in `userState`. */
function appServer(cards: Card[], userState = 'normal') {
  const routes: Record<string, FakeReply> = {
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: { cards, orders: [], leftCount: 1, cardProducts: [] } },
    'GET /user/state': { body: { state: userState } },
    'GET /user/invitation': {
      body: { code: 'ABCD1234', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
    },
  }
  for (const c of cards) routes[`GET /card/${c.id}/challenge`] = { body: challenge(`ch-${c.id}`, 240) }
  return installFakeApi(routes)
}

describe('the banner in the app asks only for the cards the card page asks for (the Get OTP rule)', () => {
  it('an active card: asked; a locked, a suspended and an expired card: never', async () => {
    const api = appServer([
      card('c1', { number: '**** **** **** 1111' }),
      card('c2', { status: 'locked', supported: ['lock'] }),
      card('c3', { status: 'suspended' }),
      card('c4', { expired: true }),
    ])
    renderApp('/card')
    const item = await screen.findByTestId('challenge-banner-item', {}, { timeout: 30_000 })
    expect(item).toHaveTextContent('Card ending in 1111')
    expect(screen.getAllByTestId('challenge-banner-item')).toHaveLength(1)
    expect(api.count('GET /card/c1/challenge')).toBeGreaterThan(0)
    for (const id of ['c2', 'c3', 'c4']) expect(api.count(`GET /card/${id}/challenge`)).toBe(0)
  })

  it('a blocked user: not asked for any card, not even before the user state is known', async () => {
    const api = appServer([card('c1')], 'blocked')
    renderApp('/card')
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(
      'support@chaincard.test',
    )
    await screen.findByTestId('challenge-banner', {}, { timeout: 30_000 })
    // a poll interval (3 s) and more
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    expect(api.count('GET /card/c1/challenge')).toBe(0)
    expect(screen.queryByTestId('challenge-banner-item')).toBeNull()
  })
})
