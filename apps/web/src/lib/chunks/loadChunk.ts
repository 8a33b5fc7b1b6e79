import { CHUNK_LOAD_TIMEOUT_MS } from '@chaincard/domain'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { ChunkLoadError } from './ChunkLoadError'
import { chunkGate } from './chunkGate'

/**
 * Runs a dynamic import with the chunk time-out (SPEC section 9: 120 s): resolves with the module, or rejects
 * with a ChunkLoadError when the import fails (network error, 404 after a deploy) or is still pending when
 * the time-out ends.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs)
    let pending: Promise<T>
    try {
      pending = load()
    } catch (cause) {
      pending = Promise.reject(cause)
    }
    pending.then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (cause: unknown) => {
        clearTimeout(timer)
        reject(cause instanceof ChunkLoadError ? cause : new ChunkLoadError('failed', { cause }))
      },
    )
  })
}

/**
 * `React.lazy` whose chunk load goes through `loadChunk`, rendered once the chunk gate is open (the English the
 * entry leaves out has arrived); a failure throws a ChunkLoadError on render. `ungated`: a chunk that says only
 * what the entry's English has (the language menu's dropdown) renders without waiting for the rest.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's own signature.
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  { ungated = false }: { ungated?: boolean } = {},
): LazyExoticComponent<T> {
  return lazy(async () => {
    const [module] = await Promise.all([loadChunk(load), ungated ? undefined : chunkGate()])
    return module
  })
}
