import { lazy, Suspense } from 'react'
import type { RouteObject } from 'react-router'
import { Spinner } from '../components/ui/Spinner'
import { HomePage } from '../features/home/components/HomePage'
import { RequireLogin } from './guards/RequireLogin'
import { RequireOwnedCard } from './guards/RequireOwnedCard'
import { LocaleLayout } from './layout/LocaleLayout'
import { NotFoundPage, RedirectToNotFound } from './NotFoundPage'
import { StartupError } from './StartupError'

const CardsPage = lazy(() => import('../features/cards/components/CardsPage'))
const CardDetailPage = lazy(() => import('../features/card-detail/components/CardDetailPage'))
const TopupPage = lazy(() => import('../features/topup/components/TopupPage'))

function Lazy({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>
}

/** SPEC section 2: `/:lang?` + `/`, `card`, `card/:id`, `card/:id/topup`, `404`; anything else -> 404. */
export const routes: RouteObject[] = [
  {
    path: '/:lang?',
    element: <LocaleLayout />,
    errorElement: <StartupError />,
    children: [
      { index: true, element: <HomePage /> },
      {
        element: <RequireLogin />,
        children: [
          {
            path: 'card',
            element: (
              <Lazy>
                <CardsPage />
              </Lazy>
            ),
          },
          {
            path: 'card/:id',
            element: <RequireOwnedCard />,
            children: [
              {
                index: true,
                element: (
                  <Lazy>
                    <CardDetailPage />
                  </Lazy>
                ),
              },
              {
                path: 'topup',
                element: (
                  <Lazy>
                    <TopupPage />
                  </Lazy>
                ),
              },
            ],
          },
        ],
      },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <RedirectToNotFound /> },
    ],
  },
]
