import { CHUNK_LOAD_TIMEOUT_MS } from '@chaincard/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadError, isChunkLoadError } from './ChunkLoadError'
import { loadChunk } from './loadChunk'

afterEach(() => vi.useRealTimers())

describe('loadChunk (SPEC section 8: chunk-load error, section 9: 120 s time-out)', () => {
  it('resolves with the module when the import succeeds in time', async () => {
    const module = { default: 'page' }
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module)
  })

  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/CardsPage-old.js')
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e)
    expect(isChunkLoadError(error)).toBe(true)
    expect(error).toMatchObject({ reason: 'failed', cause })
  })

  it('also when the loader throws synchronously', async () => {
    const error = await loadChunk(() => {
      throw new Error('boom')
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChunkLoadError)
  })

  it('rejects with a timeout ChunkLoadError when the chunk is still pending after 120 s, not before', async () => {
    vi.useFakeTimers()
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
    let settled: unknown
    loadChunk(() => new Promise<never>(() => {})).then(
      () => (settled = 'resolved'),
      (error: unknown) => (settled = error),
    )
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBeInstanceOf(ChunkLoadError)
    expect(settled).toMatchObject({ reason: 'timeout' })
  })

  it('a chunk that arrives in time clears its timer', async () => {
    vi.useFakeTimers()
    const pending = loadChunk(() => Promise.resolve({ default: 1 }))
    await expect(pending).resolves.toEqual({ default: 1 })
    expect(vi.getTimerCount()).toBe(0)
  })
})
