import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../test/fakeApi'
import { card, cardList, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'

configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

// The VAPID public key the fake server answers: 65 bytes, 0x04 first.
const KEY_BYTES = new Uint8Array(65).map((_, i) => (i === 0 ? 4 : i))
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replaceAll('+', '-')
  .replaceAll('/', '_')
  .replace(/=+$/, '')
const ENDPOINT = 'https://push.example/send/this-device'
const KEYS = { p256dh: `B${'x'.repeat(86)}`, auth: `${'y'.repeat(21)}A` }

type Stored = { id: string; endpoint: string; kinds: string[]; createdAt: string }

/** The browser at its edge: a service worker registration whose pushManager is a fake, and the permission. */
function fakeBrowser({ permission = 'granted' }: { permission?: NotificationPermission } = {}) {
  let current: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null
  const subscribeCalls: PushSubscriptionOptionsInit[] = []
  const messages: unknown[] = []
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      subscribeCalls.push(options)
      current = {
        endpoint: ENDPOINT,
        toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
        unsubscribe: vi.fn(async () => {
          current = null
          return true
        }),
      }
      return current
    }),
  }
  const registration = { pushManager, active: { postMessage: (message: unknown) => messages.push(message) } }
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => permission) })
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => registration),
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
    },
  })
  return { pushManager, subscribeCalls, messages, current: () => current }
}

function server(publicKey: string | null = PUBLIC_KEY) {
  let stored: Stored[] = []
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: { ...cardList([]), cards: [card('c1')] } },
    'GET /user/state': { body: { state: 'normal' } },
    'GET /user/invitation': {
      body: { code: 'INVITE42', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
    },
    'GET /user/sessions': { body: { sessions: [] } },
    'GET /push/key': { body: { publicKey } },
    'GET /push/subscriptions': () => ({ body: { subscriptions: stored } }),
    'POST /push/subscriptions': (call) => {
      const body = call.body as { endpoint: string; kinds: string[] }
      const row = {
        id: '0b6c3f0e-6a8e-4c47-9a55-3f3f4a1d2b10',
        endpoint: body.endpoint,
        kinds: body.kinds,
        createdAt: '2026-11-27T10:00:00.000Z',
      }
      stored = [row]
      return { body: { subscription: row } }
    },
    'DELETE /push/subscriptions/0b6c3f0e-6a8e-4c47-9a55-3f3f4a1d2b10': () => {
      stored = []
      return { status: 204 }
    },
  })
}

const section = (name = 'Notifications on this device') =>
  screen.findByRole('region', { name }, { timeout: 30_000 })

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('profile: notifications on this device', () => {
  it('turns on with the kinds chosen: permission, pushManager.subscribe with the server key, POST, texts to the worker', async () => {
    const user = userEvent.setup()
    const browser = fakeBrowser()
    const api = server()
    renderApp('/profile')
    const region = await section()
    expect(await within(region).findByTestId('push-state')).toHaveTextContent('Off for this device.')
    await user.click(within(region).getByRole('checkbox', { name: 'Deposits' }))
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Turn on' })).toBeEnabled())
    await user.click(within(region).getByRole('button', { name: 'Turn on' }))

    await waitFor(() =>
      expect(within(region).getByTestId('push-state')).toHaveTextContent('On for this device.'),
    )
    expect(browser.subscribeCalls).toHaveLength(1)
    expect(browser.subscribeCalls[0]!.userVisibleOnly).toBe(true)
    expect([...(browser.subscribeCalls[0]!.applicationServerKey as Uint8Array)]).toEqual([...KEY_BYTES])
    const posts = api.calls.filter((c) => c.method === 'POST' && c.path === '/push/subscriptions')
    expect(posts.map((c) => c.body)).toEqual([
      { endpoint: ENDPOINT, expirationTime: null, keys: KEYS, kinds: ['challenge', 'purchase', 'wallet'] },
    ])
    expect(browser.messages[0]).toMatchObject({
      type: 'chaincard:notification-texts',
      locale: 'en',
      texts: {
        'challenge.opened': 'Approve a purchase of {{amount}} {{currency}}?',
        'wallet.code': '{{wallet}} activation code: {{code}}',
        'wallet.other': 'Wallet',
        // A decline says which control declined it, the limit left for the worker to fill.
        'purchase.declined': 'A card purchase was declined',
        'purchase.declined.over_daily_limit':
          'Card purchase declined: over your daily limit of {{limit}} USD',
        'purchase.declined.category_blocked':
          'Card purchase declined: this kind of merchant is blocked in your controls',
        // A decided dispute in the card history's words (the mail's subject says the same).
        'dispute.decided.won': 'Dispute won',
        'dispute.decided.lost': 'Dispute lost',
        'dispute.decided.withdrawn': 'Dispute withdrawn',
      },
    })
    expect(within(region).getByRole('checkbox', { name: 'Deposits' })).not.toBeChecked()

    // Turning off deletes it at the server and unsubscribes the browser.
    await user.click(within(region).getByRole('button', { name: 'Turn off' }))
    await waitFor(() =>
      expect(within(region).getByTestId('push-state')).toHaveTextContent('Off for this device.'),
    )
    expect(api.count('DELETE /push/subscriptions/0b6c3f0e-6a8e-4c47-9a55-3f3f4a1d2b10')).toBe(1)
    expect(browser.current()).toBeNull()
  })

  it('says so when the permission is refused, and subscribes nothing', async () => {
    const user = userEvent.setup()
    const browser = fakeBrowser({ permission: 'denied' })
    const api = server()
    renderApp('/profile')
    const region = await section()
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Turn on' })).toBeEnabled())
    await user.click(within(region).getByRole('button', { name: 'Turn on' }))
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Notifications are blocked for this site.',
    )
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled()
    expect(api.count('POST /push/subscriptions')).toBe(0)
  })

  it('asks for at least one kind', async () => {
    const user = userEvent.setup()
    const browser = fakeBrowser()
    server()
    renderApp('/profile')
    const region = await section()
    for (const name of [
      'Purchases waiting for your approval',
      'Card purchases, refunds and disputes',
      'Deposits',
      'Activation codes for Apple Pay and Google Pay',
    ]) {
      await user.click(within(region).getByRole('checkbox', { name }))
    }
    await user.click(within(region).getByRole('button', { name: 'Turn on' }))
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Choose at least one kind of notification.',
    )
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled()
  })

  it('in German, on a server without push: says it is not available', async () => {
    fakeBrowser()
    server(null)
    renderApp('/de/profile')
    const region = await section('Benachrichtigungen auf diesem Gerät')
    expect(
      await within(region).findByText('Benachrichtigungen sind auf diesem Server nicht verfügbar.'),
    ).toBeInTheDocument()
    expect(within(region).queryByRole('button')).toBeNull()
  })

  it('a browser without Web Push gets the sentence with the next step', async () => {
    server()
    renderApp('/profile')
    const region = await section()
    expect(region).toHaveTextContent('add the app to the home screen first')
  })
})
