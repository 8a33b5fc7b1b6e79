import { QueryClientProvider } from '@tanstack/react-query'
import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../test/fakeApi'
import { SANDBOX_CONFIG } from '../../../test/fixtures'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import { createI18n } from '../../lib/i18n/i18n'
import { createQueryClient, setQueryClient } from '../../lib/queryClient'
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

function renderBanner(cardOnPage: string | null = null) {
  const client = createQueryClient()
  setQueryClient(client)
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <main>
            <ChallengeBanner cards={CARDS} cardOnPage={cardOnPage} />
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
    await act(() => queryClient.invalidateQueries({ queryKey: ['cardChallenge', 'c1'] }))
    await waitFor(() => expect(screen.queryByTestId('challenge-banner-item')).toBeNull())
    expect(document.title).toBe('Profile · Chaincard')
  })

  it("on the card's own page: no line for it (the page shows it), the title still marked", async () => {
    server(challenge('ch-4', 240))
    renderBanner('c1')
    await waitFor(() => expect(document.title).toBe('(1) Approve a purchase · Profile · Chaincard'))
    expect(screen.queryByTestId('challenge-banner-item')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Purchases waiting for your approval' })).toBeNull()
  })
})
