import { Suspense } from 'react'
import { lazyChunk } from '../lib/chunks/loadChunk'
import { ChunkErrorBoundary } from './ChunkErrorBoundary'

const SignedInExtras = lazyChunk(() => import('./SignedInExtras'))

/** SignedInExtras, its own chunk, loaded once the owner is signed in; nothing while it loads. */
export function SignedInSlot() {
  return (
    <ChunkErrorBoundary placement="floating">
      <Suspense fallback={null}>
        <SignedInExtras />
      </Suspense>
    </ChunkErrorBoundary>
  )
}
