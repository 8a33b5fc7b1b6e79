import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeReply, installFakeApi, unauthorized } from '../../../test/fakeApi'
import { cardList, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import { modalStore } from '../../lib/modals/modalStore'

function server(cards: FakeReply) {
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': cards,
    'POST /nonce': { body: { nonce: 'abcdefgh12345678' } },
  })
}

beforeEach(() => resetWallet())
afterEach(() => vi.unstubAllGlobals())

describe('login-required routes', () => {
  it('without a wallet: loads the wallet runtime, opens the wallet dialog and returns home', async () => {
    server({ body: cardList(['c1']) })
    const { router } = renderApp('/ja/card/c1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/ja'), { timeout: 10_000 })
    expect(modalStore.getState().stack.map((m) => m.type)).toContain('wallet')
    expect(await screen.findByRole('dialog', { name: 'ウォレットを接続する' })).toBeInTheDocument()
  })

  it("with a wallet: loads the cards and shows the card's page", async () => {
    connectFakeWallet()
    const api = server({ body: cardList(['c1', 'c2']) })
    const { router } = renderApp('/card/c2')
    expect(await screen.findByRole('heading', { name: 'Card details' })).toBeInTheDocument()
    expect(screen.getByTestId('card-id')).toHaveTextContent('c2')
    expect(router.state.location.pathname).toBe('/card/c2')
    expect(api.calls.find((c) => c.path === '/card')?.headers['x-payer']).toBeDefined()
  })

  it('the top-up route and the card list render for the owner', async () => {
    connectFakeWallet()
    server({ body: { ...cardList([]), orders: [{ ...cardList(['o1']).cards[0] }] } })
    const first = renderApp('/zh-cn/card/o1/topup')
    expect(await screen.findByRole('heading', { name: '充值' })).toBeInTheDocument()
    expect(screen.getByTestId('card-id')).toHaveTextContent('o1')
    first.unmount()
    renderApp('/card')
    expect(await screen.findByRole('heading', { name: 'My cards' })).toBeInTheDocument()
  })

  it('a card id that is not one of the user cards or orders goes to 404', async () => {
    connectFakeWallet()
    server({ body: cardList(['c1']) })
    const { router } = renderApp('/tr/card/someone-else/topup')
    await waitFor(() => expect(router.state.location.pathname).toBe('/tr/404'))
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument()
  })

  it('not logged in (signature refused) -> home', async () => {
    const bridge = connectFakeWallet({ refuseSignature: true })
    server(unauthorized)
    const { router } = renderApp('/card/c1')
    await waitFor(() => expect(bridge.signMessage).toHaveBeenCalled())
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(bridge.disconnect).toHaveBeenCalled()
  })

  it('a 400 when loading cards counts as logged in (SPEC 8)', async () => {
    connectFakeWallet()
    server({ status: 400, body: { code: 'validation_failed', message: 'bad' } })
    renderApp('/card')
    expect(await screen.findByRole('heading', { name: 'My cards' })).toBeInTheDocument()
  })
})
