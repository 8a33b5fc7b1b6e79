import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { invalidateForEvent, LIVE_EVENT_KINDS, setLiveStreamOpen } from './liveEvents'

/**
 * One EventSource on GET /api/events while `signedIn`: each event refetches what it names, so pages update
 * within a second; while it is open, polled queries slow to a safety net (livePollInterval). The browser
 * reconnects by itself after a drop, resuming from the last event id.
 */
export function useLiveEvents(signedIn: boolean): void {
  const client = useQueryClient()
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return
    const source = new EventSource('/api/events')
    source.onopen = () => setLiveStreamOpen(true)
    source.onerror = () => setLiveStreamOpen(false)
    const onEvent = (event: MessageEvent<string>) => {
      let cardId: string | undefined
      try {
        const data = JSON.parse(event.data) as { cardId?: unknown }
        if (typeof data.cardId === 'string') cardId = data.cardId
      } catch {
        // A message without JSON still refreshes the card list.
      }
      invalidateForEvent(client, event.type, cardId)
    }
    for (const kind of LIVE_EVENT_KINDS) source.addEventListener(kind, onEvent)
    return () => {
      source.close()
      setLiveStreamOpen(false)
    }
  }, [client, signedIn])
}
