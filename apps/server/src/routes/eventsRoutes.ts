import { CARD_EVENT_KINDS } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authenticateStream, createCardEventHub, openEventStream } from '../modules/events'

/** API.md: a comment line every 25 s keeps proxies from closing the stream. */
const EVENTS_HEARTBEAT_MS = 25_000

export type EventsRoutesOptions = { heartbeatMs?: number }

/**
 * GET /api/events (live updates): the signed-in owner's card events as server-sent events, fed by the
 * database's card_events notifications (LISTEN on PostgreSQL, so a change committed through any process reaches
 * streams on every process; in process on PGlite). The card-events prune is jobs/cardEventsPruneJob.ts.
 * Open streams end when the app starts closing, so a graceful shutdown never waits for them.
 */
export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? EVENTS_HEARTBEAT_MS
  const hub = createCardEventHub({ database: app.database, chains: app.config.chains, log: app.log })
  const { streamsPerSession, streamsPerAddress, streamsGlobal } = app.config.budgets
  const budgets = { perSession: streamsPerSession, perAddress: streamsPerAddress, global: streamsGlobal }
  const pending = new Set<Promise<void>>()
  app.metrics.gauge({
    name: 'chaincard_event_streams_open',
    help: 'Event streams (GET /api/events) open in this process',
    collect() {
      this.set(hub.count())
    },
  })
  app.addHook('onReady', () => hub.start())
  app.addHook('preClose', async () => hub.endAll())
  app.addHook('onClose', async () => {
    hub.endAll()
    await Promise.all([...pending])
    await hub.stop()
  })

  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: "The signed-in owner's card events as server-sent events (resumable with Last-Event-ID)",
        description: [
          'text/event-stream, one per signed-in client (session cookie; X-PAYER, when sent, must match).',
          'A session keeps at most STREAMS_PER_SESSION (3) and an address STREAMS_PER_ADDRESS (10) open: a new one',
          'closes the oldest. When every stream of the service is taken, 503 `streams_full`. Ending the session',
          'ends its streams at once. Last-Event-ID replays the newest 100 events after it.',
          `Each message: \`id\` (resume with the Last-Event-ID header), \`event\` (${CARD_EVENT_KINDS.join(', ')})`,
          'and JSON `data` naming the card (`cardId`; money as decimal strings in',
          '`amount`; deposits carry `confirmations` and `required`; wallet.code and wallet.active name',
          '`walletTokenId`, `wallet` and `device`, never the code; purchase.declined carries `declineReason`,',
          "and `declinedBy: owner` when the owner's own lock, controls or 3DS answer declined it; deposit.held",
          "carries `heldFor: owner` when it is a deposit held for the owner (not a refused report, not an operator's",
          'matter); dispute.decided names `disputeId` and `status`, won, lost or withdrawn). A comment line every',
          '25 s. The event is a signal: refetch',
          'what it names.',
        ].join(' '),
        security: [{ session: [] }],
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const session = await authenticateStream(request)
      await openEventStream(request, reply, session, { hub, heartbeatMs, budgets, pending })
    },
  )
}
