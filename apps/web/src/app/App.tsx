import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createBrowserRouter, type DataRouter, RouterProvider } from 'react-router'
import { routes } from './routes'
import { StartupErrorBoundary } from './StartupError'

export type AppProps = { queryClient: QueryClient; i18n: I18n; router?: DataRouter }

/** Providers (QueryClient, i18n) and the router; the shell suspends until config and locale loaded. */
export function App({ queryClient, i18n, router }: AppProps) {
  return (
    <StartupErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>
            <RouterProvider router={router ?? createBrowserRouter(routes)} />
          </Suspense>
        </I18nextProvider>
      </QueryClientProvider>
    </StartupErrorBoundary>
  )
}
