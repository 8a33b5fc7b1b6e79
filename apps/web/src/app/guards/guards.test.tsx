import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeReply, installFakeApi, unauthorized } from '../../../test/fakeApi'
import { cardList, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import { createI18n } from '../../lib/i18n/i18n'
import { modalStore } from '../../lib/modals/modalStore'
import { createQueryClient, setQueryClient } from '../../lib/queryClient'
import { RequireLogin } from './RequireLogin'
import { RequireOwnedCard } from './RequireOwnedCard'

function server(cards: FakeReply) {
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': cards,
    'POST /nonce': { body: { nonce: 'abcdefgh12345678' } },
  })
}

/** The guards with stand-in pages (the real card pages are another issue's and change independently). */
function renderGuarded(path: string) {
  const client = createQueryClient()
  setQueryClient(client)
  const router = createMemoryRouter(
    [
      {
        path: '/:lang?',
        element: <Outlet />,
        children: [
          { index: true, element: <p>home page</p> },
          {
            element: <RequireLogin />,
            children: [
              { path: 'card', element: <p>card list page</p> },
              {
                path: 'card/:id',
                element: <RequireOwnedCard />,
                children: [
                  { index: true, element: <p>card detail page</p> },
                  { path: 'topup', element: <p>top-up page</p> },
                ],
              },
            ],
          },
          { path: '404', element: <p>not found page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
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
  return router
}

beforeEach(() => resetWallet())
afterEach(() => vi.unstubAllGlobals())

describe('login-required routes', () => {
  it('without a wallet (whole app): loads the wallet runtime, opens the wallet dialog and returns home', async () => {
    server({ body: cardList(['c1']) })
    const { router } = renderApp('/ja/card/c1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/ja'), { timeout: 10_000 })
    expect(modalStore.getState().stack.map((m) => m.type)).toContain('wallet')
    expect(await screen.findByRole('dialog', { name: 'ウォレットを接続する' })).toBeInTheDocument()
  })

  it("with a wallet: loads the cards (with X-PAYER) and renders the owner's card page", async () => {
    connectFakeWallet()
    const api = server({ body: cardList(['c1', 'c2']) })
    const router = renderGuarded('/card/c2')
    expect(await screen.findByText('card detail page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/card/c2')
    expect(api.calls.find((c) => c.path === '/card')?.headers['x-payer']).toBeDefined()
  })

  it('orders count as owned; the top-up route and the card list render', async () => {
    connectFakeWallet()
    const order = cardList(['o1']).cards[0]
    server({ body: { ...cardList([]), orders: [order] } })
    renderGuarded('/zh-cn/card/o1/topup')
    expect(await screen.findByText('top-up page')).toBeInTheDocument()
  })

  it('the card list renders for a logged-in user', async () => {
    connectFakeWallet()
    server({ body: cardList([]) })
    renderGuarded('/card')
    expect(await screen.findByText('card list page')).toBeInTheDocument()
  })

  it('a card id that is not one of the user cards or orders goes to 404 (keeping the locale)', async () => {
    connectFakeWallet()
    server({ body: cardList(['c1']) })
    const router = renderGuarded('/tr/card/someone-else/topup')
    await waitFor(() => expect(router.state.location.pathname).toBe('/tr/404'))
    expect(await screen.findByText('not found page')).toBeInTheDocument()
  })

  it('not logged in (signature refused) -> home', async () => {
    const bridge = connectFakeWallet({ refuseSignature: true })
    server(unauthorized)
    const router = renderGuarded('/card/c1')
    await waitFor(() => expect(bridge.signMessage).toHaveBeenCalled())
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(bridge.disconnect).toHaveBeenCalled()
    expect(screen.queryByText('card detail page')).toBeNull()
    // Told why, with a way back in (nothing was said).
    expect(modalStore.getState().stack).toContainEqual(
      expect.objectContaining({ type: 'alert', titleKey: 'sign_in.title', messageKey: 'sign_in.rejected' }),
    )
  })

  it('a 400 when loading cards counts as logged in (SPEC 8)', async () => {
    connectFakeWallet()
    server({ status: 400, body: { code: 'validation_failed', message: 'bad' } })
    renderGuarded('/card')
    expect(await screen.findByText('card list page')).toBeInTheDocument()
  })

  it('a disconnected wallet on a protected route opens the wallet dialog and goes home', async () => {
    server({ body: cardList(['c1']) })
    const { walletStore } = await import('../../lib/wallet/walletStore')
    walletStore.setState({ status: 'disconnected', runtimeRequested: true })
    const router = renderGuarded('/de/card')
    await waitFor(() => expect(router.state.location.pathname).toBe('/de'))
    expect(modalStore.getState().stack.map((m) => m.type)).toEqual(['wallet'])
  })

  it('a wallet that goes away while a protected page is open (signed out) goes home without the wallet dialog', async () => {
    connectFakeWallet()
    server({ body: cardList(['c1']) })
    const router = renderGuarded('/card')
    expect(await screen.findByText('card list page')).toBeInTheDocument()
    const { walletStore } = await import('../../lib/wallet/walletStore')
    act(() => walletStore.setState({ status: 'disconnected', address: undefined, chainId: undefined }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(modalStore.getState().stack.map((m) => m.type)).toEqual([])
  })
})
