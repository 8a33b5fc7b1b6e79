import type { FastifyBaseLogger } from 'fastify'
import type { MoneyPathSeries } from '../../../../metrics'
import type { RaisedEvent } from '../../inbound/InboundEvent'

/**
 * Events of a Lithic delivery raised as `issuer_unhandled` exceptions instead of applied: each counted
 * (`chaincard_issuer_unhandled_events_total`) and logged as a warning naming the exception, once (a repeated
 * delivery raises nothing new).
 */
export function reportRaisedEvents(
  metrics: Pick<MoneyPathSeries, 'issuerUnhandled'>,
  log: FastifyBaseLogger,
  raised: readonly RaisedEvent[],
): void {
  for (const event of raised) {
    metrics.issuerUnhandled.inc({ issuer: 'lithic', type: event.eventType })
    log.warn(
      { exceptionId: event.exceptionId, eventType: event.eventType, detail: event.detail },
      'lithic event with money not applied: raised as an issuer_unhandled exception',
    )
  }
}
