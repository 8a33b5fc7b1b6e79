import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { App } from './app/App'
import { routes } from './app/routes'
import { configQueryOptions } from './lib/config/configQueryOptions'
import { createI18n } from './lib/i18n/i18n'
import { preferredLocalePath } from './lib/i18n/preferredLocale'
import { splitLocale } from './lib/paths'
import { queryClient } from './lib/queryClient'
import { registerServiceWorker } from './lib/registerServiceWorker'
import { yieldToMain } from './lib/yieldToMain'
import './index.css'

/**
 * Starts the app in a few short tasks rather than one long one after the scripts evaluated (Lighthouse
 * total blocking time): the config request first (index.html preloads it), then i18n, the router, and a
 * render inside a transition so React renders in slices too.
 */
async function start(root: HTMLElement): Promise<void> {
  void queryClient.prefetchQuery(configQueryOptions())
  // A first visit to an unprefixed page opens in the browser's language, before anything renders.
  const preferred = preferredLocalePath(window.location, navigator.languages ?? [navigator.language])
  if (preferred) window.history.replaceState(window.history.state, '', preferred)
  const i18n = createI18n(splitLocale(window.location.pathname).locale)
  await yieldToMain()
  const router = createBrowserRouter(routes)
  await yieldToMain()
  const reactRoot = createRoot(root)
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} i18n={i18n} router={router} />
      </StrictMode>,
    )
  })
}

const root = document.getElementById('root')
if (root) void start(root)
registerServiceWorker()
