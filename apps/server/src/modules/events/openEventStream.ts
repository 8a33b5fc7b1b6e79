import { randomUUID } from 'node:crypto'
import { toWireEvent, type WireEvent } from '@chaincard/domain'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../errors'
import {
  endIdleSessionStreams,
  findLiveSession,
  isIdleSession,
  type LiveSession,
} from '../../runtime/session'
import { type CardEventHub, type EventSubscriber, REPLAY_LIMIT } from './createCardEventHub'
import { formatSse } from './formatSse'
import { readCardEventsAfter } from './repo/readCardEvents'
import { deleteStreamRow, openStreamRow, type StreamBudgets, touchStreamRow } from './repo/streamRows'

/** How many delivered ids a stream remembers to send each event once (a replay and live events may overlap). */
const REMEMBERED_IDS = 2_000

export type EventStreamOptions = {
  hub: CardEventHub
  /** A comment line this often keeps proxies from closing the stream; the session is checked again then. */
  heartbeatMs: number
  budgets: StreamBudgets
  /** Row deletions of ended streams still running (the app awaits them before the database closes). */
  pending: Set<Promise<void>>
}

/** Heartbeats a row may miss before it counts as a stream of an instance that went away. */
const STALE_HEARTBEATS = 3

/** The id a reconnecting EventSource sends; undefined when absent or not a card_events id. */
function lastEventIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id']
  if (typeof header !== 'string' || !/^\d{1,15}$/.test(header.trim())) return undefined
  return Number(header.trim())
}

/**
 * Answers `request` with the session owner's card events as text/event-stream until the client goes, the
 * session ends or idles past SESSION_IDLE (its row's deletion ends the stream at once through the hub; checked again at every heartbeat,
 * and at its expiry), a newer stream of the session or address takes its place, or the server closes. The
 * stream is counted in `event_streams` first: past the session's or the address's budget the oldest stream is
 * closed; when every slot of the service is taken, 503 `streams_full`. With Last-Event-ID, the owner's newest
 * rows after it are replayed first (at most REPLAY_LIMIT); live events that arrive meanwhile follow, each id
 * once.
 */
export async function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  session: LiveSession,
  { hub, heartbeatMs, budgets, pending }: EventStreamOptions,
): Promise<void> {
  const app = request.server
  const raw = reply.raw
  const streamId = randomUUID()
  const now = app.clock.now()
  const opened = await openStreamRow(app.db, {
    id: streamId,
    sessionId: session.id,
    address: session.address,
    now,
    staleBefore: new Date(now.getTime() - STALE_HEARTBEATS * heartbeatMs),
    budgets,
  })
  if (opened.kind === 'full') throw new AppError('streams_full')
  // Those closed here end now; on other instances, when the delete's notification reaches them.
  for (const id of opened.closed) hub.endStream(id)
  reply.hijack()
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  })
  raw.write('retry: 3000\n\n')

  const sent = new Set<number>()
  let lastId = lastEventIdOf(request) ?? 0
  let replaying = true
  const held: WireEvent[] = []
  let closed = false

  const send = (event: WireEvent) => {
    if (closed || sent.has(event.id)) return
    sent.add(event.id)
    if (sent.size > REMEMBERED_IDS) sent.delete(sent.values().next().value!)
    if (event.id > lastId) lastId = event.id
    raw.write(formatSse(event))
  }

  const subscriber: EventSubscriber = {
    streamId,
    owner: session.address,
    get lastId() {
      return lastId
    },
    deliver: (event) => (replaying ? held.push(event) : send(event)),
    end: (why) => {
      if (why === 'row-deleted') rowGone = true
      close()
    },
  }
  const unsubscribe = hub.subscribe(subscriber)

  let rowGone = false
  const heartbeat = setInterval(() => {
    raw.write(': keep-alive\n\n')
    const at = app.clock.now()
    Promise.all([touchStreamRow(app.db, streamId, at), findLiveSession(app.db, session.id, at)]).then(
      ([counted, live]) => {
        rowGone ||= !counted
        if (!counted || !live) close()
        // Idle: the session's streams end everywhere through their rows' deletion (as on revocation).
        else if (isIdleSession(live, at, app.config.sessionIdleMs)) {
          endIdleSessionStreams(app.db, session.id).then(
            () => close(),
            () => close(),
          )
        }
      },
      () => {},
    )
  }, heartbeatMs)
  const expiry = setTimeout(
    () => close(),
    Math.max(0, session.expiresAt.getTime() - app.clock.now().getTime()),
  )
  expiry.unref()

  function close() {
    if (closed) return
    closed = true
    clearInterval(heartbeat)
    clearTimeout(expiry)
    unsubscribe()
    raw.end()
    if (rowGone) return
    const deletion = deleteStreamRow(app.db, streamId).catch((error: unknown) =>
      request.log.warn({ err: error }, 'event stream row not deleted; it goes when it is stale'),
    )
    pending.add(deletion)
    void deletion.finally(() => pending.delete(deletion))
  }
  raw.on('close', close)

  const resumeFrom = lastEventIdOf(request)
  try {
    if (resumeFrom !== undefined) {
      const rows = await readCardEventsAfter(app.db, session.address, resumeFrom, REPLAY_LIMIT)
      for (const row of rows) send(toWireEvent(row, app.config.chains))
    }
  } catch (error) {
    request.log.warn({ err: error }, 'event stream replay failed')
  } finally {
    replaying = false
    for (const event of held.splice(0)) send(event)
  }
}
