import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import de from '../../locales/de.json'
import en from '../../locales/en.json'

// public/sw.js run against a fake worker global (the browser's edge): its push, message and notificationclick
// handlers. The e2e drives the push handler in Chromium; a notification click cannot be driven there.
const source = readFileSync(resolve(__dirname, '../../../public/sw.js'), 'utf8')
const ORIGIN = 'https://cards.example'
const CARD = '0b6c3f0e-6a8e-4c47-9a55-3f3f4a1d2b10'

type Listener = (event: unknown) => void

function startWorker({
  windows = [] as { url: string; navigate?: (url: string) => Promise<unknown> }[],
} = {}) {
  const listeners = new Map<string, Listener>()
  const shown: { title: string; options: { body: string; tag: string; data: { url: string } } }[] = []
  const store = new Map<string, Response>()
  const opened: string[] = []
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    registration: {
      showNotification: vi.fn(async (title: string, options: (typeof shown)[number]['options']) => {
        shown.push({ title, options })
      }),
    },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: async () => windows,
      openWindow: vi.fn(async (url: string) => {
        opened.push(url)
        return null
      }),
    },
  }
  const caches = {
    open: async () => ({
      put: async (key: string, response: Response) => void store.set(key, response),
      match: async (key: string) => store.get(key)?.clone(),
    }),
  }
  new Function('self', 'caches', source)(self, caches)
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = []
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) })
    await Promise.all(waits)
  }
  const push = (payload: unknown) => dispatch('push', { data: { json: () => payload } })
  return { dispatch, push, shown, opened }
}

const challenge = {
  kind: 'challenge',
  event: 'challenge.opened',
  cardId: CARD,
  amount: '3.50',
  currency: 'USD',
  url: `/card/${CARD}`,
}

describe('sw.js', () => {
  it('shows a challenge in English until the app hands it texts, naming the approval page', async () => {
    const worker = startWorker()
    await worker.push(challenge)
    expect(worker.shown).toEqual([
      {
        title: 'Approve a purchase of 3.50 USD?',
        options: expect.objectContaining({
          body: 'Open the app to approve or decline it before it expires.',
          tag: `challenge:${CARD}`,
          requireInteraction: true,
          data: { url: `/card/${CARD}` },
        }),
      },
    ])
  })

  it('uses the texts and language the app posted: German words, decimal comma, the /de page', async () => {
    const worker = startWorker()
    await worker.dispatch('message', {
      data: {
        type: 'chaincard:notification-texts',
        locale: 'de',
        texts: {
          'purchase.authorized': 'Kartenzahlung: {{amount}} {{currency}}',
          body: 'Tippen Sie, um Ihre Karte zu öffnen.',
        },
      },
    })
    await worker.push({ ...challenge, kind: 'purchase', event: 'purchase.authorized', amount: '12.30' })
    expect(worker.shown[0]).toMatchObject({
      title: 'Kartenzahlung: 12,30 USD',
      options: { body: 'Tippen Sie, um Ihre Karte zu öffnen.', data: { url: `/de/card/${CARD}` } },
    })
  })

  it("shows a wallet's activation code with the wallet's name, in the language posted, opening the card page", async () => {
    const wallet = {
      kind: 'wallet',
      event: 'wallet.code',
      cardId: CARD,
      amount: null,
      currency: null,
      url: `/card/${CARD}`,
      code: '482913',
      wallet: 'Apple Pay',
    }
    const worker = startWorker()
    await worker.push(wallet)
    await worker.push({ ...wallet, wallet: null })
    expect(worker.shown).toEqual([
      {
        title: 'Apple Pay activation code: 482913',
        options: expect.objectContaining({
          body: 'Enter it in the wallet within 10 minutes. If this was not you, open the app and lock your card.',
          tag: `wallet:${CARD}`,
          renotify: true,
          data: { url: `/card/${CARD}` },
        }),
      },
      expect.objectContaining({ title: 'Wallet activation code: 482913' }),
    ])

    await worker.dispatch('message', {
      data: {
        type: 'chaincard:notification-texts',
        locale: 'de',
        texts: {
          'wallet.code': 'Aktivierungscode für {{wallet}}: {{code}}',
          'wallet.code.body': 'Gib ihn innerhalb von 10 Minuten in der Wallet ein.',
          'wallet.other': 'deine Wallet',
        },
      },
    })
    await worker.push({ ...wallet, wallet: 'Google Pay' })
    await worker.push({ ...wallet, wallet: null })
    expect(worker.shown[2]).toMatchObject({
      title: 'Aktivierungscode für Google Pay: 482913',
      options: {
        body: 'Gib ihn innerhalb von 10 Minuten in der Wallet ein.',
        data: { url: `/de/card/${CARD}` },
      },
    })
    expect(worker.shown[3]!.title).toBe('Aktivierungscode für deine Wallet: 482913')
  })

  it('says why a purchase was declined: the control, the owner’s limit in the posted language', async () => {
    const declined = {
      kind: 'purchase',
      event: 'purchase.declined',
      cardId: CARD,
      amount: '250.00',
      currency: 'USD',
      url: `/card/${CARD}`,
    }
    const worker = startWorker()
    await worker.push({ ...declined, declineReason: 'over_daily_limit', declineLimit: '200.00' })
    await worker.push({ ...declined, declineReason: 'country_blocked', declineLimit: null })
    // A limit without its figure, or a reason the worker has no words for: the plain sentence.
    await worker.push({ ...declined, declineReason: 'over_monthly_limit', declineLimit: null })
    await worker.push({ ...declined, declineReason: 'insufficient_balance' })
    expect(worker.shown.map((n) => n.title)).toEqual([
      'Card purchase declined: over your daily limit of 200.00 USD',
      'Card purchase declined: purchases in this country are turned off in your controls',
      'A card purchase was declined',
      'A card purchase was declined',
    ])

    await worker.dispatch('message', {
      data: {
        type: 'chaincard:notification-texts',
        locale: 'de',
        texts: {
          'purchase.declined': 'Eine Kartenzahlung wurde abgelehnt',
          'purchase.declined.over_daily_limit':
            'Kartenzahlung abgelehnt: über Ihrem Tageslimit von {{limit}} USD',
        },
      },
    })
    await worker.push({ ...declined, declineReason: 'over_daily_limit', declineLimit: '1200.50' })
    // A reason the posted texts have no words for keeps their language: the plain German sentence.
    await worker.push({ ...declined, declineReason: 'merchant_locked' })
    expect(worker.shown[4]).toMatchObject({
      title: 'Kartenzahlung abgelehnt: über Ihrem Tageslimit von 1200,50 USD',
      options: { data: { url: `/de/card/${CARD}` } },
    })
    expect(worker.shown[5]!.title).toBe('Eine Kartenzahlung wurde abgelehnt')
  })

  it("says a decided dispute's outcome in the card history's words, English until the app posts its own", async () => {
    const decided = {
      kind: 'purchase',
      event: 'dispute.decided',
      cardId: CARD,
      amount: '12.50',
      currency: 'USD',
      url: `/card/${CARD}`,
    }
    const worker = startWorker()
    for (const outcome of ['won', 'lost', 'withdrawn']) await worker.push({ ...decided, outcome })
    // Without an outcome it knows, no guess: the plain line.
    await worker.push({ ...decided, outcome: 'pending' })
    const english = en.dispute.status
    expect(worker.shown.map((n) => n.title)).toEqual([
      english.won,
      english.lost,
      english.withdrawn,
      'Tap to open your card.',
    ])
    expect(worker.shown[0]!.options).toMatchObject({
      tag: `purchase:${CARD}`,
      data: { url: `/card/${CARD}` },
    })

    await worker.dispatch('message', {
      data: {
        type: 'chaincard:notification-texts',
        locale: 'de',
        texts: { 'dispute.decided.withdrawn': de.dispute.status.withdrawn },
      },
    })
    await worker.push({ ...decided, outcome: 'withdrawn' })
    expect(worker.shown[4]).toMatchObject({
      title: 'Reklamation zurückgezogen',
      options: { data: { url: `/de/card/${CARD}` } },
    })
  })

  it('never opens another site: a URL that is not a path of the app becomes the home page', async () => {
    const worker = startWorker()
    await worker.push({ ...challenge, url: '//evil.example/x' })
    await worker.push({ ...challenge, url: 'https://evil.example/x' })
    expect(worker.shown.map((n) => n.options.data.url)).toEqual(['/', '/'])
  })

  it('a click takes an open window of the app to the page, or opens one', async () => {
    const navigate = vi.fn(async () => ({ focus: vi.fn(async () => undefined) }))
    const withWindow = startWorker({ windows: [{ url: `${ORIGIN}/`, navigate }] })
    const close = vi.fn()
    await withWindow.dispatch('notificationclick', {
      notification: { close, data: { url: `/card/${CARD}` } },
    })
    expect(close).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/card/${CARD}`)
    expect(withWindow.opened).toEqual([])

    const without = startWorker()
    await without.dispatch('notificationclick', { notification: { close, data: { url: `/card/${CARD}` } } })
    expect(without.opened).toEqual([`${ORIGIN}/card/${CARD}`])
  })
})
