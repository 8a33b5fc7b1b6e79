import { toWireEvent, type WireEvent } from '@chaincard/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Database } from '../../db'
import { CARD_EVENTS_CHANNEL, EVENT_STREAMS_CHANNEL } from '../../db/cardEventsChannel'
import { readCardEventsAfter, readCardEventsByIds } from './repo/readCardEvents'

/** The channel the card_events triggers notify on (0040). */

/**
 * Most rows a resumed stream (or a catch-up after a lost LISTEN connection) replays: the newest ones. An event
 * is a signal to refetch what it names, so a client far behind needs the latest of each, not its whole history.
 */
export const REPLAY_LIMIT = 100

/** One open stream: the owner it serves and where its events go. */
export type EventSubscriber = {
  /** The stream's `event_streams` row id: its deletion, on any instance, ends the stream. */
  streamId: string
  /** Lowercase address. */
  owner: string
  deliver(event: WireEvent): void
  /** The highest id delivered so far (a catch-up replays from it). */
  readonly lastId: number
  /** Ends the stream: its row was deleted (a newer stream, its session's end), or the server is closing. */
  end(why: 'row-deleted' | 'closing'): void
}

export type CardEventHub = {
  /** LISTENs (once). */
  start(): Promise<void>
  /** Adds an open stream; the function it returns removes it. */
  subscribe(subscriber: EventSubscriber): () => void
  /** Ends every open stream (the app is closing: their connections must not hold the shutdown). */
  endAll(): void
  /** Ends the stream with this row id if it is open here (its row was deleted). */
  endStream(streamId: string): void
  /** Streams open in this process. */
  count(): number
  stop(): Promise<void>
}

/**
 * One per process: hears every card_events notification (ids, at commit), reads the new rows of the owners
 * with an open stream in one query per batch, and hands each to that owner's streams only. Notifications that
 * arrive while a batch is read wait for the next one, so a burst costs a few queries, not one per event.
 */
export function createCardEventHub({
  database,
  chains,
  log,
}: {
  database: Database
  chains: Config['chains']
  log: FastifyBaseLogger
}): CardEventHub {
  const byOwner = new Map<string, Set<EventSubscriber>>()
  const byStream = new Map<string, EventSubscriber>()
  let pendingIds = new Set<number>()
  let flushing: Promise<void> | undefined
  let stopListening: (() => Promise<void>) | undefined
  let stopStreamListening: (() => Promise<void>) | undefined

  const deliver = (event: WireEvent, owner: string) => {
    for (const subscriber of byOwner.get(owner) ?? []) subscriber.deliver(event)
  }

  const flush = async () => {
    while (pendingIds.size > 0) {
      const ids = [...pendingIds]
      pendingIds = new Set()
      const owners = [...byOwner.keys()]
      if (owners.length === 0) continue
      try {
        const rows = await readCardEventsByIds(database.db, ids, owners)
        for (const row of rows) deliver(toWireEvent(row, chains), row.ownerAddress)
      } catch (error) {
        log.warn({ err: error }, 'card events not read; streams catch up on their next resume')
      }
    }
  }

  const schedule = () => {
    if (flushing) return
    flushing = flush().finally(() => {
      flushing = undefined
      if (pendingIds.size > 0) schedule()
    })
  }

  /** After a lost LISTEN connection: every stream reads what it may have missed since its last id. */
  const catchUp = async () => {
    for (const [owner, subscribers] of byOwner) {
      for (const subscriber of subscribers) {
        const rows = await readCardEventsAfter(database.db, owner, subscriber.lastId, REPLAY_LIMIT)
        for (const row of rows) subscriber.deliver(toWireEvent(row, chains))
      }
    }
  }

  return {
    async start() {
      if (stopListening) return
      // A deleted event_streams row (a newer stream took its place, its session ended): ended at once here.
      stopStreamListening = await database.listen(EVENT_STREAMS_CHANNEL, {
        onNotify: (streamId) => byStream.get(streamId)?.end('row-deleted'),
      })
      stopListening = await database.listen(CARD_EVENTS_CHANNEL, {
        onNotify: (payload) => {
          const id = Number(payload)
          if (!Number.isSafeInteger(id)) return
          pendingIds.add(id)
          schedule()
        },
        onReconnect: () => {
          log.info('card events: listening again after a lost connection')
          catchUp().catch((error: unknown) => log.warn({ err: error }, 'card events catch-up failed'))
        },
      })
    },
    subscribe(subscriber) {
      let set = byOwner.get(subscriber.owner)
      if (!set) {
        set = new Set()
        byOwner.set(subscriber.owner, set)
      }
      set.add(subscriber)
      byStream.set(subscriber.streamId, subscriber)
      return () => {
        set.delete(subscriber)
        byStream.delete(subscriber.streamId)
        if (set.size === 0 && byOwner.get(subscriber.owner) === set) byOwner.delete(subscriber.owner)
      }
    },
    endAll() {
      for (const set of [...byOwner.values()]) for (const subscriber of [...set]) subscriber.end('closing')
    },
    endStream(streamId) {
      byStream.get(streamId)?.end('row-deleted')
    },
    count: () => byStream.size,
    async stop() {
      const stop = stopListening
      const stopStreams = stopStreamListening
      stopListening = undefined
      stopStreamListening = undefined
      await stop?.()
      await stopStreams?.()
      await flushing
    },
  }
}
