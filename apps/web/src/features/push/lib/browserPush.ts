// The browser's side of Web Push: the service worker (public/sw.js, root scope), its pushManager and the
// notification permission. The edge the component tests replace with a fake pushManager.

/** The browser can subscribe to Web Push here (a service worker, PushManager and notifications). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/** The app's service worker registration (registered when missing), once it is active. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/')
  if (!existing) await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  return navigator.serviceWorker.ready
}

/** A VAPID public key (base64url) as pushManager.subscribe's applicationServerKey. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Hands the service worker the notification texts in the person's language (it has no i18n of its own). */
export function postNotificationTexts(
  registration: ServiceWorkerRegistration,
  locale: string,
  texts: Record<string, string>,
): void {
  registration.active?.postMessage({ type: 'chaincard:notification-texts', locale, texts })
}
