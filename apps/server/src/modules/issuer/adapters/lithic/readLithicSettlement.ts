import type Lithic from 'lithic'
import { IssuerUnavailableError } from '../../../../runtime/issuerErrors'
import type { UtcDay } from '../../reconcile/utcDay'
import type { SettledRow, SettlementReport, UnavailableReport } from '../../settlement/SettlementReport'
import { callLithic } from './callLithic'
import { fromLithicCents } from './toLithicCents'

/** Rows asked per page of the settlement details (the definition's maximum). */
const DETAILS_PAGE_SIZE = 500
/** Detail types that settle card transactions (a card transaction token): what the ledger must agree with. */
const CARD_TYPES = new Set(['CLEARING', 'FINANCIAL'])
/**
 * Lithic's answers for a report it does not have: not generated yet (404), or a date it refuses (400, 422),
 * as its sandbox environment, which has no settlement reports, does.
 */
const UNAVAILABLE = new Set([400, 404, 422])

/**
 * Lithic's settlement report for `day` through the SDK: the summary (`reports.settlement.summary`: is it
 * complete, the day's net) and every detail row (`listDetails`, page after page); the rows of card
 * transactions (CLEARING, FINANCIAL), with their event tokens and signed gross, are compared with the ledger;
 * fees, interchange, disputes and adjustments count in the net only.
 */
export async function readLithicSettlement(
  client: Lithic,
  day: UtcDay,
): Promise<SettlementReport | UnavailableReport> {
  let summary: Awaited<ReturnType<Lithic['reports']['settlement']['summary']>>
  try {
    summary = await callLithic('reports.settlement.summary', () => client.reports.settlement.summary(day))
  } catch (error) {
    if (
      error instanceof IssuerUnavailableError &&
      error.status !== undefined &&
      UNAVAILABLE.has(error.status)
    )
      return { unavailable: error.message }
    throw error
  }
  const rows: SettledRow[] = []
  let detailsRead = 0
  let page = await callLithic('reports.settlement.listDetails', () =>
    client.reports.settlement.listDetails(day, { page_size: DETAILS_PAGE_SIZE }),
  )
  for (;;) {
    for (const detail of page.data) {
      detailsRead++
      if (!CARD_TYPES.has(detail.type)) continue
      rows.push({
        id: detail.token,
        transactionToken: detail.transaction_token,
        cardToken: detail.card_token,
        eventTokens: detail.event_tokens,
        grossMicro: fromLithicCents(detail.transactions_gross_amount),
      })
    }
    if (!page.hasNextPage()) break
    const current = page
    page = await callLithic('reports.settlement.listDetails (next page)', () => current.getNextPage())
  }
  // Lithic deprecates the summary's totals in favour of the sum of its per-network details.
  const netMicro =
    summary.details.length > 0
      ? summary.details.reduce((sum, d) => sum + fromLithicCents(d.settled_net_amount ?? 0), 0n)
      : fromLithicCents(summary.settled_net_amount)
  return {
    complete: summary.is_complete,
    settledNetMicro: netMicro,
    rows,
    detailsRead,
  }
}
