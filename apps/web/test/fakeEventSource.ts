import { act, waitFor } from '@testing-library/react'
import { expect, vi } from 'vitest'

/** The browser's EventSource, faked at the edge: the test plays the server's stream. */
export class FakeEventSource {
  static instances: FakeEventSource[] = []
  static readonly CLOSED = 2
  closed = false
  readyState = 0
  onopen: (() => void) | null = null
  onerror: (() => void) | null = null
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>()
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this)
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.closed = true
    this.readyState = FakeEventSource.CLOSED
  }
  /** The server answers something other than the stream (401, 429, 503): the browser gives up on this one. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED
    this.onerror?.()
  }
  emit(type: string, data: unknown) {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId: '1' })
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }
}

/** The fake in the browser's place, with no stream opened yet (each test's `beforeEach`; `vi.unstubAllGlobals` undoes it). */
export function stubEventSource(): void {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
}

/** The one stream the app opened, once the server has opened it. */
export async function openStream(): Promise<FakeEventSource> {
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1), { timeout: 15_000 })
  const source = FakeEventSource.instances[0]!
  act(() => source.onopen?.())
  return source
}
