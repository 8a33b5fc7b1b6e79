import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { setLiveStreamOpen } from './liveEvents'

/** First wait before a stream the browser gave up on is opened again; doubles up to LIVE_REOPEN_MAX_MS. */
const LIVE_REOPEN_FIRST_MS = 1_000
const LIVE_REOPEN_MAX_MS = 60_000

/**
 * What an event refreshes knows the keys of every page, and which events there are, none of which the first load
 * needs: it is loaded before the stream opens (the stream listens to its kinds). Should it fail to load, no
 * stream opens (it is tried again with the backoff below) and the polled queries keep refreshing at their pace.
 */
const loadInvalidation = () => import('./invalidateForEvent')

/**
 * One EventSource on GET /api/events while `signedIn`: each event refetches what it names, so pages update
 * within a second; while it is open, polled queries slow to a safety net (livePollInterval). After a drop the
 * browser reconnects by itself, resuming from the last event id; but an answer other than the stream (a 401
 * while the session is renewed, a 429, a 503 during a deploy) closes an EventSource for good, and the page would
 * stay still without a word. Then it is opened again after a backoff (1 s doubling to 60 s). Whenever a stream
 * opens, what the page had fetched before it connected is fetched once more: events from before the connection
 * are not streamed (a 3DS challenge raised while the page loaded waited for the 30 s safety poll).
 */
export function useLiveEvents(signedIn: boolean): void {
  const client = useQueryClient()
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let reopen: ReturnType<typeof setTimeout> | undefined
    let delay = LIVE_REOPEN_FIRST_MS
    let stopped = false
    const retryLater = () => {
      reopen = setTimeout(open, delay)
      delay = Math.min(delay * 2, LIVE_REOPEN_MAX_MS)
    }
    const onEvent = (event: MessageEvent<string>) => {
      let cardId: string | undefined
      try {
        const data = JSON.parse(event.data) as { cardId?: unknown }
        if (typeof data.cardId === 'string') cardId = data.cardId
      } catch {
        // A message without JSON still refreshes the card list.
      }
      void loadInvalidation().then(
        ({ invalidateForEvent }) => invalidateForEvent(client, event.type, cardId),
        () => undefined,
      )
    }
    const open = () => {
      loadInvalidation().then(
        ({ LIVE_EVENT_KINDS }) => {
          if (!stopped) connect(LIVE_EVENT_KINDS)
        },
        () => {
          if (!stopped) retryLater()
        },
      )
    }
    const connect = (kinds: readonly string[]) => {
      const current = new EventSource('/api/events')
      source = current
      current.onopen = () => {
        setLiveStreamOpen(true)
        delay = LIVE_REOPEN_FIRST_MS
        // What happened before the stream was up was not streamed (a challenge raised while the page loaded, or
        // while a dropped stream was away): what the page shows from before this moment (or is still fetching) is
        // asked again, once; from now on the events say when.
        const openedAt = Date.now()
        void client.invalidateQueries({
          predicate: (query) =>
            query.state.dataUpdatedAt < openedAt || query.state.fetchStatus === 'fetching',
        })
      }
      current.onerror = () => {
        setLiveStreamOpen(false)
        if (current.readyState !== EventSource.CLOSED) return
        retryLater()
      }
      for (const kind of kinds) current.addEventListener(kind, onEvent)
    }
    open()
    return () => {
      stopped = true
      clearTimeout(reopen)
      source?.close()
      setLiveStreamOpen(false)
    }
  }, [client, signedIn])
}
