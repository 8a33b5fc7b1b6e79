import { Suspense } from 'react'
import { lazyChunk } from '../lib/chunks/loadChunk'
import { ChunkErrorBoundary } from './ChunkErrorBoundary'

const CardChallenge = lazyChunk(() => import('../features/challenge/components/CardChallenge'))

/**
 * The 3DS challenge prompt (features/challenge) on the card detail page (features/card-detail): its own small
 * chunk, loaded beside the page without holding it back; a failed load says so over the page.
 */
function CardChallengeSlot({ cardId }: { cardId: string }) {
  return (
    <ChunkErrorBoundary placement="floating">
      <Suspense fallback={null}>
        <CardChallenge cardId={cardId} />
      </Suspense>
    </ChunkErrorBoundary>
  )
}

export function renderCardChallenge(cardId: string) {
  return <CardChallengeSlot cardId={cardId} />
}
