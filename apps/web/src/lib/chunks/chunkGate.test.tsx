import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// The gate is module state: each test takes fresh copies of the gate and of lazyChunk, which waits on it.
let gateModule: typeof import('./chunkGate')
let loadChunkModule: typeof import('./loadChunk')
beforeEach(async () => {
  vi.resetModules()
  gateModule = await import('./chunkGate')
  loadChunkModule = await import('./loadChunk')
})

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

const Page = () => <p>page</p>

describe('the chunk gate (the English the entry leaves out)', () => {
  it('starts loading only when the first lazy chunk asks, and only once', async () => {
    const start = vi.fn(() => Promise.resolve('later English'))
    gateModule.holdChunksUntil(start)
    expect(start).not.toHaveBeenCalled()
    const first = gateModule.chunkGate()
    const second = gateModule.chunkGate()
    expect(start).toHaveBeenCalledTimes(1)
    expect(second).toBe(first)
    await expect(first).resolves.toEqual(['later English'])
  })

  it('a lazy chunk renders only once the gate opened; the language dropdown (ungated) does not wait', async () => {
    const later = deferred()
    gateModule.holdChunksUntil(() => later.promise)
    const Gated = loadChunkModule.lazyChunk(() => Promise.resolve({ default: Page }))
    const Ungated = loadChunkModule.lazyChunk(() => Promise.resolve({ default: () => <p>menu</p> }), {
      ungated: true,
    })
    render(
      <>
        <Suspense fallback={<p>waiting</p>}>
          <Gated />
        </Suspense>
        <Suspense fallback={<p>menu waiting</p>}>
          <Ungated />
        </Suspense>
      </>,
    )
    expect(await screen.findByText('menu')).toBeInTheDocument()
    expect(screen.getByText('waiting')).toBeInTheDocument()
    later.resolve()
    expect(await screen.findByText('page')).toBeInTheDocument()
  })

  it('an ungated chunk alone never starts the gate', async () => {
    const start = vi.fn(() => Promise.resolve())
    gateModule.holdChunksUntil(start)
    const Ungated = loadChunkModule.lazyChunk(() => Promise.resolve({ default: Page }), { ungated: true })
    render(
      <Suspense fallback={null}>
        <Ungated />
      </Suspense>,
    )
    expect(await screen.findByText('page')).toBeInTheDocument()
    expect(start).not.toHaveBeenCalled()
  })
})
