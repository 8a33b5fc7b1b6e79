import { Suspense } from 'react'
import { lazyChunk } from '../lib/chunks/loadChunk'
import { ChunkErrorBoundary } from './ChunkErrorBoundary'

const PushSection = lazyChunk(() => import('../features/push/components/PushSection'))

/**
 * Profile's "Notifications on this device" (features/push) on the profile page (features/profile): its own
 * chunk, loaded beside the page, so nothing of Web Push ships with the home page.
 */
function PushSectionSlot() {
  return (
    <ChunkErrorBoundary placement="floating">
      <Suspense fallback={null}>
        <PushSection />
      </Suspense>
    </ChunkErrorBoundary>
  )
}

export function renderPushSection() {
  return <PushSectionSlot />
}
