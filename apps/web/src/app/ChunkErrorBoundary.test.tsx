import { CHUNK_LOAD_TIMEOUT_MS } from '@chaincard/domain'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Component, type ReactNode, Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Spinner } from '../components/ui/Spinner'
import { lazyChunk } from '../lib/chunks/loadChunk'
import { createI18n } from '../lib/i18n/i18n'
import { reloadPage } from '../lib/reloadPage'
import { ChunkErrorBoundary } from './ChunkErrorBoundary'

vi.mock('../lib/reloadPage', () => ({ reloadPage: vi.fn() }))

beforeEach(() => {
  // React reports every error a boundary caught on console.error; these ones are expected.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.mocked(reloadPage).mockClear()
  vi.mocked(console.error).mockRestore()
})

/** A lazy page behind the same boundary and spinner the routes use. */
function renderLazy(load: () => Promise<{ default: () => ReactNode }>, locale: 'en' | 'ja' = 'en') {
  const Page = lazyChunk(load)
  return render(
    <I18nextProvider i18n={createI18n(locale)}>
      <ChunkErrorBoundary placement="page">
        <Suspense fallback={<Spinner />}>
          <Page />
        </Suspense>
      </ChunkErrorBoundary>
    </I18nextProvider>,
  )
}

/** Stands in for the route's error element. */
class Outer extends Component<{ children: ReactNode; onError: (error: Error) => void }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed ? <p>outer boundary</p> : this.props.children
  }
}

describe('chunk-load error (SPEC section 8)', () => {
  it('a chunk that fails to load (404 after a deploy) shows the message and a reload action', async () => {
    const user = userEvent.setup()
    renderLazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This part of the app could not be loaded')
    expect(alert).toHaveTextContent('Reload the page to continue.')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reloadPage).toHaveBeenCalledTimes(1)
  })

  it('a chunk still loading after 120 s ends the spinner with the same message', async () => {
    vi.useFakeTimers()
    renderLazy(() => new Promise<never>(() => {}))
    expect(screen.getByRole('status')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1_000))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the app could not be loaded')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  })

  it('is translated', async () => {
    renderLazy(() => Promise.reject(new Error('offline')), 'ja')
    expect(await screen.findByRole('alert')).toHaveTextContent('アプリのこの部分を読み込めませんでした')
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument()
  })

  it('lets any other error through to the route error element', async () => {
    const Broken = () => {
      throw new Error('a bug, not a chunk')
    }
    const onError = vi.fn()
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <Outer onError={onError}>
          <ChunkErrorBoundary>
            <Broken />
          </ChunkErrorBoundary>
        </Outer>
      </I18nextProvider>,
    )
    expect(await screen.findByText('outer boundary')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'a bug, not a chunk' }))
  })
})
