import { Suspense } from 'react'
import type { RouteObject } from 'react-router'
import { Spinner } from '../components/ui/Spinner'
import { HomePage } from '../features/home/components/HomePage'
import { lazyChunk } from '../lib/chunks/loadChunk'
import { renderCardChallenge } from './CardChallengeSlot'
import { ChunkErrorBoundary } from './ChunkErrorBoundary'
import { RequireLogin } from './guards/RequireLogin'
import { RequireOwnedCard } from './guards/RequireOwnedCard'
import { LocaleLayout } from './layout/LocaleLayout'
import { NotFoundPage, RedirectToNotFound } from './NotFoundPage'
import { renderPushSection } from './PushSectionSlot'
import { StartupError } from './StartupError'

const CardsPage = lazyChunk(() => import('../features/cards/components/CardsPage'))
const CardDetailPage = lazyChunk(() => import('../features/card-detail/components/CardDetailPage'))
const TopupPage = lazyChunk(() => import('../features/topup/components/TopupPage'))
const DepositPage = lazyChunk(() => import('../features/deposit/components/DepositPage'))
const ProfilePage = lazyChunk(() => import('../features/profile/components/ProfilePage'))
const QaPage = lazyChunk(() => import('../features/qa/components/QaPage'))
const LegalPage = lazyChunk(() => import('../features/legal/components/LegalPage'))
const ReservesPage = lazyChunk(() => import('../features/reserves/components/ReservesPage'))
const HeldDeposits = lazyChunk(() => import('../features/held-deposits/components/HeldDeposits'))

/** A lazy page: a spinner while its chunk loads, the chunk-load error if it fails or times out. */
function Lazy({ children }: { children: React.ReactNode }) {
  return (
    <ChunkErrorBoundary placement="page">
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </ChunkErrorBoundary>
  )
}

/**
 * SPEC section 2: `/:lang?` + `/`, `card`, `card/:id`, `card/:id/topup`, `404`; anything else -> 404. Beside
 * them: `card/:id/deposit` (the deposit address), `profile` and `qa` (the account menu's entries). The card
 * detail and the deposit address also list the card's held deposits (DESIGN "Deposits and payments"); the card
 * detail shows the card's pending 3DS challenge. `legal/:page`, the legal pages kept as Markdown. `reserves`: the
 * proof of reserves, public; its "Verify my balance" signs in when asked.
 */
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
                    <CardDetailPage challenge={renderCardChallenge} />
                    <HeldDeposits />
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
              {
                path: 'deposit',
                element: (
                  <Lazy>
                    <DepositPage />
                    <HeldDeposits />
                  </Lazy>
                ),
              },
            ],
          },
          {
            path: 'profile',
            element: (
              <Lazy>
                <ProfilePage notifications={renderPushSection()} />
              </Lazy>
            ),
          },
        ],
      },
      {
        path: 'qa',
        element: (
          <Lazy>
            <QaPage />
          </Lazy>
        ),
      },
      {
        path: 'reserves',
        element: (
          <Lazy>
            <ReservesPage />
          </Lazy>
        ),
      },
      {
        path: 'legal/:page',
        element: (
          <Lazy>
            <LegalPage />
          </Lazy>
        ),
      },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <RedirectToNotFound /> },
    ],
  },
]
