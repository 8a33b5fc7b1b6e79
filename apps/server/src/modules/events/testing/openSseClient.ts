/** One message as a client parses it off the wire. */
type SseMessage = { id: string | undefined; event: string; data: Record<string, unknown> }

export type SseClient = {
  status: number
  headers: Headers
  /** Every message received so far (comments left out). */
  messages: SseMessage[]
  /** Comment lines received so far (heartbeats). */
  comments: number
  /** Resolves with the messages once `count` have arrived (rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<SseMessage[]>
  /** Resolves when the server ended the stream. */
  ended: Promise<void>
  close(): void
}

/** A real HTTP client of a text/event-stream (fetch, parsed as EventSource does). */
export async function openSseClient(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController()
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal })
  const messages: SseMessage[] = []
  let comments = 0
  const waiters = new Set<() => void>()
  let buffer = ''
  const parse = () => {
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      let id: string | undefined
      let event = 'message'
      let data = ''
      let fields = 0
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) {
          comments++
          continue
        }
        const colon = line.indexOf(':')
        const name = line.slice(0, colon)
        const value = line.slice(colon + 1).replace(/^ /, '')
        if (name === 'id') id = value
        else if (name === 'event') event = value
        else if (name === 'data') data += value
        else continue
        fields++
      }
      if (fields > 0 && data !== '') messages.push({ id, event, data: JSON.parse(data) })
    }
    for (const waiter of waiters) waiter()
  }
  const ended = (async () => {
    if (!res.body) return
    const decoder = new TextDecoder()
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true })
        parse()
      }
    } catch {
      // aborted by close()
    }
  })()
  return {
    status: res.status,
    headers: res.headers,
    messages,
    get comments() {
      return comments
    },
    waitFor(count, ms = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length >= count) {
            waiters.delete(check)
            clearTimeout(timer)
            resolve(messages)
          }
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(
            new Error(`${messages.length} of ${count} events within ${ms} ms: ${JSON.stringify(messages)}`),
          )
        }, ms)
        waiters.add(check)
        check()
      })
    },
    ended,
    close: () => abort.abort(),
  }
}
