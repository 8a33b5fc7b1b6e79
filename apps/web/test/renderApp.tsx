import { render } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { App } from '../src/app/App'
import { routes } from '../src/app/routes'
import { createI18n } from '../src/lib/i18n/i18n'
import { splitLocale } from '../src/lib/paths'
import { createQueryClient, setQueryClient } from '../src/lib/queryClient'

/** The real app (routes, shell, providers) at `path`, with a fresh QueryClient. */
export function renderApp(path: string) {
  const client = createQueryClient()
  setQueryClient(client)
  const i18n = createI18n(splitLocale(path.split('?')[0] ?? '/').locale)
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(<App queryClient={client} i18n={i18n} router={router} />)
  return { ...view, router, client, i18n }
}
