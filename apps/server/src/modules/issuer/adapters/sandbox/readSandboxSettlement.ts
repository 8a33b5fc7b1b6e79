import type { Executor } from '../../../../db'
import { type UtcDay, utcDayBounds } from '../../reconcile/utcDay'
import type { SettledRow, SettlementReport } from '../../settlement/SettlementReport'
import { sandboxSettledEvents } from './repo/sandboxSettledEvents'

/**
 * The sandbox issuer's settlement report for `day`: every money event its network sent that day (clearings,
 * refunds, refund reversals, corrections), each a settled row at the amount and in the direction the event
 * carried, as recorded when it came in (`issuer_events`), so the comparison checks what the gateway booked
 * against what the network said. The sandbox settles whole amounts with no interchange or fees: its net is
 * the rows' sum, and the report is complete.
 */
export async function readSandboxSettlement(tx: Executor, day: UtcDay): Promise<SettlementReport> {
  const events = await sandboxSettledEvents(tx, utcDayBounds(day))
  const rows: SettledRow[] = events.map((event) => {
    const credit = event.kind === 'return' || (event.kind === 'correction' && event.direction === 'credit')
    return {
      id: event.eventId,
      transactionToken: event.transactionToken,
      cardToken: null,
      cardId: event.cardId,
      eventTokens: [event.eventId],
      grossMicro: credit ? -event.amountMicro : event.amountMicro,
    }
  })
  return {
    complete: true,
    settledNetMicro: rows.reduce((sum, row) => sum + row.grossMicro, 0n),
    rows,
    detailsRead: rows.length,
  }
}
