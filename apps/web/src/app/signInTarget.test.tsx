import { configure, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi, unauthorized } from '../../test/fakeApi'
import { card, SANDBOX_CONFIG } from '../../test/fixtures'
import { renderApp } from '../../test/renderApp'
import { connectFakeWallet, resetWallet, testAccount } from '../../test/wallet'
import { SIGN_IN_TARGET_KEY } from '../lib/navigation/signInTarget'
import { walletStore } from '../lib/wallet/walletStore'

// A login-required page opened signed out (a mail's link in a fresh browser) is opened once signed in.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 60_000 })

function server() {
  let session = false
  const c1 = card('c1')
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'POST /nonce': { body: { nonce: 'abcdefgh12345678' } },
    'POST /auth': () => {
      session = true
      return { body: { address: testAccount.address, expiresAt: '2026-12-01T00:00:00.000Z' } }
    },
    'GET /state': () => (session ? { body: { active: true } } : unauthorized),
    'GET /card': () =>
      session ? { body: { cards: [c1], orders: [], leftCount: 1, cardProducts: [] } } : unauthorized,
    'GET /card/c1': { body: c1 },
    'GET /card/c1/challenge': { body: 'OK' },
    'GET /card/c1/transaction': { body: { items: [], total: 0 } },
    'GET /card/c1/pending-transaction': { body: { items: [], total: 0 } },
    'GET /user/state': { body: { state: 'normal' } },
  })
}

beforeEach(() => {
  resetWallet()
  sessionStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('a deep link opened signed out', () => {
  it('goes home with the wallet dialog, and to the page asked for once connected and signed in', async () => {
    server()
    // A fresh browser: no wallet connected (the wallet runtime, not loaded here, would say so).
    walletStore.setState({ status: 'disconnected' })
    const { router } = renderApp('/de/card/c1?tab=history')
    await waitFor(() => expect(router.state.location.pathname).toBe('/de'))
    expect(await screen.findByRole('dialog', { name: 'Eine Wallet verbinden' })).toBeInTheDocument()

    const bridge = connectFakeWallet()
    await waitFor(() => expect(bridge.signMessage).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/card/c1'))
    expect(router.state.location.search).toBe('?tab=history')
    // Taken once: nothing is kept for a later sign-in.
    expect(sessionStorage.getItem(SIGN_IN_TARGET_KEY)).toBeNull()
  })

  it('a planted target that is not a path of this app is not followed', async () => {
    server()
    sessionStorage.setItem(SIGN_IN_TARGET_KEY, '//evil.com/card/c1')
    const { router } = renderApp('/')
    const bridge = connectFakeWallet()
    await waitFor(() => expect(bridge.signMessage).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(sessionStorage.getItem(SIGN_IN_TARGET_KEY)).toBeNull())
    expect(router.state.location.pathname).toBe('/')
  })
})
