/**
 * Registers the app's service worker (public/sw.js, root scope) once the page has loaded: it makes the app
 * installable and shows Web Push notifications. It neither caches nor intercepts requests.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {})
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
