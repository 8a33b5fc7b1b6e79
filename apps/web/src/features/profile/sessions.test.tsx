import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { card, cardList, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet, testAccount } from '../../../test/wallet'
import { walletStore } from '../../lib/wallet/walletStore'

// The whole web suite shares 2 cores with other suites: give the lazy routes and queries room under load.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

const THIS = {
  id: '5f0c8a2e-1b7d-4c3a-9e6f-2d4b8a1c7e90',
  createdAt: '2026-11-21T10:00:00.000Z',
  lastSeenAt: '2026-11-21T10:05:00.000Z',
  userAgent: 'Chrome on macOS',
  current: true,
}
const PHONE = {
  id: '9a3e6c1d-4f2b-4e8a-b7c5-0d1f2e3a4b5c',
  createdAt: '2026-11-18T07:30:00.000Z',
  lastSeenAt: '2026-11-20T19:45:00.000Z',
  userAgent: 'Safari on iOS',
  current: false,
}

/** The API at the fetch boundary, with a sessions table the DELETE and revoke-all routes change. */
function server(routes: Record<string, FakeHandler | FakeReply> = {}) {
  let sessions = [THIS, PHONE]
  const c = card('c1')
  const api = installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: { ...cardList([]), cards: [c] } },
    'GET /user/state': { body: { state: 'normal' } },
    'GET /user/invitation': {
      body: { code: 'INVITE42', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
    },
    'GET /user/sessions': () => ({ body: { sessions } }),
    [`DELETE /user/sessions/${PHONE.id}`]: () => {
      sessions = sessions.filter((s) => s.id !== PHONE.id)
      return { status: 204 }
    },
    'POST /user/sessions/revoke-all': () => {
      sessions = []
      return { status: 204 }
    },
    ...routes,
  })
  return api
}

const dateTime = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

async function sessionItems(regionName = 'Sessions') {
  const section = await screen.findByRole('region', { name: regionName }, { timeout: 30_000 })
  await waitFor(() => expect(within(section).getAllByTestId('session-item').length).toBeGreaterThan(0))
  return { section, items: within(section).getAllByTestId('session-item') }
}

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('profile: sessions', () => {
  it('lists each session with its browser and dates in the page language; this device is marked, only others get Sign out', async () => {
    server()
    renderApp('/profile')
    const { items } = await sessionItems()
    expect(items).toHaveLength(2)
    const [mine, phone] = items as [HTMLElement, HTMLElement]
    expect(mine).toHaveTextContent('Chrome on macOS')
    expect(mine).toHaveTextContent('This device')
    expect(mine).toHaveTextContent(`Signed in ${dateTime('en', THIS.createdAt)}`)
    expect(within(mine).queryByRole('button')).toBeNull()
    expect(phone).toHaveTextContent('Safari on iOS')
    expect(phone).not.toHaveTextContent('This device')
    expect(phone).toHaveTextContent(`Signed in ${dateTime('en', PHONE.createdAt)}`)
    expect(phone).toHaveTextContent(`Last active ${dateTime('en', PHONE.lastSeenAt)}`)
    const signOut = within(phone).getByRole('button', { name: 'Sign out' })
    expect(signOut).toHaveAccessibleDescription('Safari on iOS')
  })

  it('in German: the labels and Intl dates of the locale', async () => {
    server()
    renderApp('/de/profile')
    const { items } = await sessionItems('Sitzungen')
    expect(items[0]).toHaveTextContent('Dieses Gerät')
    expect(items[1]).toHaveTextContent(`Angemeldet am ${dateTime('de', PHONE.createdAt)}`)
    expect(dateTime('de', PHONE.createdAt)).toMatch(/18\.11\.2026/)
    expect(within(items[1]!).getByRole('button', { name: 'Gerät abmelden' })).toBeInTheDocument()
  })

  it('signs out one other session: DELETE with its id, then the list no longer has it', async () => {
    const user = userEvent.setup()
    const api = server()
    renderApp('/profile')
    const { section, items } = await sessionItems()
    await user.click(within(items[1]!).getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(within(section).getAllByTestId('session-item')).toHaveLength(1))
    expect(api.count(`DELETE /user/sessions/${PHONE.id}`)).toBe(1)
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1)
    expect(within(section).getByTestId('session-item')).toHaveTextContent('This device')
    expect(api.count('POST /user/sessions/revoke-all')).toBe(0)
    expect(walletStore.getState().status).toBe('connected')
  })

  it('a failed sign-out says so next to that session and keeps it listed', async () => {
    const user = userEvent.setup()
    server({
      [`DELETE /user/sessions/${PHONE.id}`]: {
        status: 500,
        body: { code: 'internal', message: 'internal error' },
      },
    })
    renderApp('/profile')
    const { section, items } = await sessionItems()
    await user.click(within(items[1]!).getByRole('button', { name: 'Sign out' }))
    expect(await within(items[1]!).findByRole('alert')).toHaveTextContent(
      'This session could not be signed out. Please try again.',
    )
    expect(within(section).getAllByTestId('session-item')).toHaveLength(2)
  })

  it('sign out everywhere asks first; Cancel changes nothing; confirming ends every session and signs this app out', async () => {
    const user = userEvent.setup()
    const api = server()
    const bridge = connectFakeWallet()
    const { router } = renderApp('/profile')
    const { section } = await sessionItems()

    await user.click(within(section).getByRole('button', { name: 'Sign out everywhere' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' })
    expect(dialog).toHaveTextContent('this device included')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.count('POST /user/sessions/revoke-all')).toBe(0)

    await user.click(within(section).getByRole('button', { name: 'Sign out everywhere' }))
    const again = await screen.findByRole('dialog', { name: 'Sign out everywhere?' })
    await user.click(within(again).getByRole('button', { name: 'Sign out everywhere' }))
    await waitFor(() => expect(walletStore.getState().status).toBe('disconnected'))
    expect(api.count('POST /user/sessions/revoke-all')).toBe(1)
    // as on Logout: the wallet is disconnected (the account-change rule may reset once more when it sees that)
    expect(bridge.disconnect).toHaveBeenCalled()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('sign out everywhere from the profile (a login-required page) lands home without opening the wallet dialog', async () => {
    const user = userEvent.setup()
    server()
    const bridge = connectFakeWallet()
    // As wagmi does: the wallet reports the disconnection (and the app renders it) before disconnect() returns.
    bridge.disconnect.mockImplementation(async () => {
      walletStore.setState({ status: 'disconnected', address: undefined, chainId: undefined })
      await new Promise((resolve) => setTimeout(resolve, 200))
    })
    const { router } = renderApp('/profile')
    const { section } = await sessionItems()
    await user.click(within(section).getByRole('button', { name: 'Sign out everywhere' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' })
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    await waitFor(() => expect(bridge.disconnect).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(walletStore.getState().status).toBe('disconnected')
  })

  it('sign out everywhere when this session already ended (401): signs in once, ends them all, then signs out', async () => {
    const user = userEvent.setup()
    let signedIn = false
    const api = server({
      'POST /nonce': { body: { nonce: 'abcdefgh12345678' } },
      'POST /auth': () => {
        signedIn = true
        return { body: { address: testAccount.address, expiresAt: '2026-11-28T00:00:00.000Z' } }
      },
      // This device's session was ended elsewhere: refused until the wallet signs in again.
      'POST /user/sessions/revoke-all': () =>
        signedIn ? { status: 204 } : { status: 401, body: { code: 'unauthorized', message: 'unauthorized' } },
    })
    const bridge = connectFakeWallet()
    renderApp('/profile')
    const { section } = await sessionItems()
    await user.click(within(section).getByRole('button', { name: 'Sign out everywhere' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' })
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }))
    await waitFor(() => expect(walletStore.getState().status).toBe('disconnected'))
    expect(bridge.signMessage).toHaveBeenCalledTimes(1)
    expect(api.count('POST /user/sessions/revoke-all')).toBe(2)
  })

  it('sign out everywhere whose sign-in the wallet refuses is not retried: the other sessions stay, this device signs out as on any refused signature', async () => {
    const user = userEvent.setup()
    const api = server({
      'POST /nonce': { body: { nonce: 'abcdefgh12345678' } },
      'POST /user/sessions/revoke-all': {
        status: 401,
        body: { code: 'unauthorized', message: 'unauthorized' },
      },
    })
    const bridge = connectFakeWallet()
    bridge.signMessage.mockRejectedValue(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    )
    renderApp('/profile')
    const { section } = await sessionItems()
    await user.click(within(section).getByRole('button', { name: 'Sign out everywhere' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' })
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }))
    await waitFor(() => expect(api.count('POST /nonce')).toBe(1))
    await waitFor(() => expect(walletStore.getState().status).toBe('disconnected'))
    // One refused POST and no sign-in: nothing was ended on the server, and no second POST claimed it.
    expect(api.count('POST /user/sessions/revoke-all')).toBe(1)
    expect(api.count('POST /auth')).toBe(0)
  })
})
