import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { App } from './app/App'
import { routes } from './app/routes'
import { configQueryOptions } from './lib/config/configQueryOptions'
import { createI18n } from './lib/i18n/i18n'
import { splitLocale } from './lib/paths'
import { queryClient } from './lib/queryClient'
import './index.css'

const { locale } = splitLocale(window.location.pathname)
const i18n = createI18n(locale)
void queryClient.prefetchQuery(configQueryOptions())
const router = createBrowserRouter(routes)
const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n} router={router} />
    </StrictMode>,
  )
}
