import { prepareActiveCard } from '../src/api/prepareActiveCard'
import type { Authorization } from '../src/api/types'
import { en } from '../src/app/locales'
import { signInToCardList } from '../src/app/openCard'
import { expect, test } from '../src/fixtures'

type ShownNotification = { title: string; body: string; url: string; tag: string }

// A challenge raised while the owner is on the home page arrives as a push. The push service is stood
// in for by the DevTools protocol (ServiceWorker.deliverPushMessage hands public/sw.js the payload the server's
// sender builds), the worker shows the notification, and the page it names is the approval screen.
test('a pushed challenge shows a notification whose page approves it', async ({ page, wallet, sandbox }) => {
  await page.context().grantPermissions(['notifications'], { origin: sandbox.baseUrl })
  const { api, card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })
  await signInToCardList(page, wallet)
  await page.goto('/')

  // The app registered its worker at load (installable: the manifest is linked).
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  const cdp = await page.context().newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      // Only an activated version receives pushes: one still installing would drop the message (seen on CI).
      const active = versions.find((v) => v.status === 'activated')
      if (active) resolve(active.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))

  const challenge = { amount: '23.45', currency: 'USD', merchant: 'E2E Push Bistro' }
  const purchase = await api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, {
    amount: challenge.amount,
    merchantName: challenge.merchant,
    threeDS: true,
  })
  expect(purchase.status).toBe('challenge')
  // What the server's sender encrypts for a challenge (apps/server/src/modules/push/toPushPayload.ts).
  const payload = {
    kind: 'challenge',
    event: 'challenge.opened',
    cardId: card.id,
    amount: challenge.amount,
    currency: challenge.currency,
    url: `/card/${card.id}`,
  }
  const deliver = async () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(sandbox.baseUrl).origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    })

  const notifications = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url: string }).url,
        tag: n.tag,
      }))
    })
  const expected: ShownNotification = {
    title: 'Approve a purchase of 23.45 USD?',
    body: 'Open the app to approve or decline it before it expires.',
    url: `/card/${card.id}`,
    tag: `challenge:${card.id}`,
  }
  // A push service delivers again when a message is not acknowledged; the stand-in does the same, at most three
  // times. The notification's tag makes a repeat replace the first, so exactly one is shown either way.
  await expect(async () => {
    await deliver()
    await expect.poll(notifications, { timeout: 4_000 }).toEqual([expected])
  }).toPass({ timeout: 15_000, intervals: [0] })

  // A tap on the notification: its click event is dispatched in the service worker (the DevTools protocol cannot
  // click a system notification), whose handler (public/sw.js) navigates the open window to the page it names.
  const worker = page
    .context()
    .serviceWorkers()
    .find((w) => w.url().endsWith('/sw.js'))
  expect(worker, 'the app registered public/sw.js').toBeDefined()
  await worker!.evaluate(async () => {
    // The worker's globals (this project's TypeScript knows the page's, not a worker's).
    type WorkerScope = {
      registration: { getNotifications(): Promise<Notification[]> }
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event
      dispatchEvent(event: Event): boolean
    }
    const scope = self as unknown as WorkerScope
    const [notification] = await scope.registration.getNotifications()
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }))
  })
  // The page the notification opens is the approval screen: the challenge waits there to be approved.
  await expect(page).toHaveURL(new RegExp(`${expected.url}$`))
  const prompt = page.getByRole('region', { name: en('challenge.title') })
  await expect(prompt).toContainText(en('challenge.question', challenge))
  await prompt.getByRole('button', { name: en('challenge.approve') }).click()
  await expect(prompt.getByTestId('challenge-outcome')).toHaveText(en('challenge.approved', challenge))
})
