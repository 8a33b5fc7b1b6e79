// Chaincard's service worker: shows the Web Push notifications the server sends and opens the page
// each names. It does not cache or intercept requests. A payload is small JSON: { kind, event, cardId, amount,
// currency, url } (no card data); a wallet's activation code adds { code, wallet } (the wallet's name,
// null for one the issuer does not name), shown in the notification; a purchase declined by the owner's controls or
// the program's policy adds { declineReason, declineLimit } (the reason as the history names it, the owner's limit
// a USD decimal string or null), and the notification says why; a decided dispute adds { outcome } (won, lost,
// withdrawn), which its title says. The texts come from the app in the person's
// language (Profile posts them when notifications are turned on, kept in Cache Storage); English until then.
const SETTINGS_CACHE = 'chaincard-settings'
const SETTINGS_URL = '/__chaincard/notification-texts'

const ENGLISH = {
  locale: 'en',
  texts: {
    'challenge.opened': 'Approve a purchase of {{amount}} {{currency}}?',
    'challenge.opened.body': 'Open the app to approve or decline it before it expires.',
    'purchase.authorized': 'Card purchase: {{amount}} {{currency}}',
    'purchase.declined': 'A card purchase was declined',
    'purchase.declined.program_policy': 'Card purchase declined: not allowed by the card program',
    'purchase.declined.single_use_spent':
      'Card purchase declined: this single-use card has already been used',
    'purchase.declined.merchant_locked': 'Card purchase declined: the card is locked to another merchant',
    'purchase.declined.channel_off':
      'Card purchase declined: this kind of purchase is turned off in your controls',
    'purchase.declined.category_blocked':
      'Card purchase declined: this kind of merchant is blocked in your controls',
    'purchase.declined.country_blocked':
      'Card purchase declined: purchases in this country are turned off in your controls',
    'purchase.declined.over_purchase_limit':
      'Card purchase declined: over your limit per purchase of {{limit}} USD',
    'purchase.declined.over_daily_limit': 'Card purchase declined: over your daily limit of {{limit}} USD',
    'purchase.declined.over_monthly_limit':
      'Card purchase declined: over your monthly limit of {{limit}} USD',
    'purchase.refunded': 'Refund to your card: {{amount}} {{currency}}',
    'dispute.decided.won': 'Dispute won',
    'dispute.decided.lost': 'Dispute lost',
    'dispute.decided.withdrawn': 'Dispute withdrawn',
    'deposit.credited': 'Deposit received: {{amount}} {{currency}}',
    'deposit.held': 'A deposit is held: open the app to see why',
    'wallet.code': '{{wallet}} activation code: {{code}}',
    'wallet.code.body':
      'Enter it in the wallet within 10 minutes. If this was not you, open the app and lock your card.',
    'wallet.active': '{{wallet}} can now pay with your card',
    'wallet.active.body': 'If this was not you, open the card, remove it and lock the card.',
    'wallet.other': 'Wallet',
    body: 'Tap to open your card.',
  },
}

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('message', (event) => {
  const data = event.data
  if (data?.type !== 'chaincard:notification-texts' || typeof data.texts !== 'object') return
  const settings = JSON.stringify({ locale: String(data.locale || 'en'), texts: data.texts })
  event.waitUntil(
    caches.open(SETTINGS_CACHE).then((cache) => cache.put(SETTINGS_URL, new Response(settings))),
  )
})

async function readSettings() {
  try {
    const cache = await caches.open(SETTINGS_CACHE)
    const response = await cache.match(SETTINGS_URL)
    if (response) return await response.json()
  } catch {
    // Cache Storage unavailable: English.
  }
  return ENGLISH
}

/** "12.30" in the locale's decimal separator, digits untouched (no float). */
function localAmount(amount, locale) {
  if (typeof amount !== 'string') return ''
  let decimal = '.'
  try {
    decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
  } catch {}
  return amount.replace('.', decimal)
}

function fill(text, values) {
  return String(text ?? '').replace(/\{\{(\w+)\}\}/g, (_, name) => values[name] ?? '')
}

/** The app URL in the person's language: the default (en) has no prefix. */
function localized(url, locale) {
  const path = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/'
  return !locale || locale === 'en' ? path : `/${locale}${path}`
}

const LIMIT_REASONS = ['over_purchase_limit', 'over_daily_limit', 'over_monthly_limit']

/**
 * The text a notification's title is: its event's, or that of its event's detail when it has one (a decided
 * dispute's outcome, a declined purchase's reason; a limit's only with its figure: without one, the plain
 * "declined" says nothing wrong).
 */
function titleKey(name, payload, texts) {
  const detail =
    name === 'dispute.decided' ? payload.outcome : name === 'purchase.declined' ? payload.declineReason : null
  if (typeof detail !== 'string') return name
  if (LIMIT_REASONS.includes(detail) && typeof payload.declineLimit !== 'string') return name
  const key = `${name}.${detail}`
  // Texts posted before a detail had words keep their language: the plain sentence rather than English.
  if (texts[key]) return key
  return texts[name] || !ENGLISH.texts[key] ? name : key
}

self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      let payload = {}
      try {
        payload = event.data ? event.data.json() : {}
      } catch {
        payload = {}
      }
      const { locale, texts } = await readSettings()
      const wallet =
        typeof payload.wallet === 'string' && payload.wallet
          ? payload.wallet
          : (texts['wallet.other'] ?? ENGLISH.texts['wallet.other'])
      const values = {
        amount: localAmount(payload.amount, locale),
        currency: payload.currency ?? '',
        code: typeof payload.code === 'string' ? payload.code : '',
        wallet,
        limit: localAmount(payload.declineLimit, locale),
      }
      const name = typeof payload.event === 'string' ? payload.event : ''
      const key = titleKey(name, payload, texts)
      const title = fill(texts[key] ?? ENGLISH.texts[key] ?? texts.body ?? ENGLISH.texts.body, values)
      const body = fill(texts[`${name}.body`] ?? texts.body ?? ENGLISH.texts.body, values)
      const url = localized(payload.url, locale)
      await self.registration.showNotification(title, {
        body,
        icon: '/icon.svg',
        badge: '/icon.svg',
        // One notification per card and kind: a newer one replaces the older.
        tag: `${payload.kind ?? 'card'}:${payload.cardId ?? ''}`,
        renotify: payload.kind === 'challenge' || payload.kind === 'wallet',
        requireInteraction: payload.kind === 'challenge',
        data: { url },
      })
    })(),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      // An open window of the app goes to the page (navigate works on the windows this worker controls).
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin || !('navigate' in client)) continue
        const navigated = await client.navigate(url).catch(() => null)
        if (navigated) return navigated.focus()
      }
      return self.clients.openWindow(url)
    })(),
  )
})
