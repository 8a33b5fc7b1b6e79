import { formatUsd } from '@chaincard/domain'

/** A day's settlement as `/api/admin/issuer/settlement(s)` answers it (money in micro-USD strings). */
export type OpsSettlement = {
  source: string
  day: string
  status: string
  complete: boolean | null
  settledNetMicro: string
  settledGrossMicro: string
  ledgerNetMicro: string
  details: number
  events: number
  differences: number
  newExceptions: number
  openHoldsMicro: string
  fundingNeedMicro: string
  programBalanceMicro: string | null
  balanceReadAt: string | null
  error: string | null
  runs: number
  requestedAt: string | null
  finishedAt: string | null
}

// A need is shown rounded up and a balance down: neither looks better than it is.
const usd = (micro: string, rounding: 'up' | 'down') => formatUsd(BigInt(micro), rounding)

/**
 * One line per day: day, source, status, the settled net against the ledger's figure for the same events,
 * the differences, then the funding need (settled net plus open holds) against the program's balance at the
 * issuer and when it was read, and what is short.
 */
export function describeSettlements(rows: readonly OpsSettlement[]): string {
  if (rows.length === 0) return 'no settlements'
  return rows
    .map((r) => {
      const balance =
        r.programBalanceMicro === null
          ? 'program balance not read'
          : `program balance ${usd(r.programBalanceMicro, 'down')} (read ${r.balanceReadAt})`
      const short =
        r.programBalanceMicro !== null && BigInt(r.fundingNeedMicro) > BigInt(r.programBalanceMicro)
          ? `SHORT ${usd((BigInt(r.fundingNeedMicro) - BigInt(r.programBalanceMicro)).toString(), 'up')}`
          : ''
      return [
        r.day,
        r.source,
        r.status,
        r.complete === false ? 'report incomplete' : '',
        `settled net ${usd(r.settledNetMicro, 'up')}`,
        `gross ${usd(r.settledGrossMicro, 'up')} vs ledger ${usd(r.ledgerNetMicro, 'up')}`,
        `${r.details} details  ${r.events} events`,
        `${r.differences} differences (${r.newExceptions} new exceptions)`,
        `open holds ${usd(r.openHoldsMicro, 'up')}`,
        `funding need ${usd(r.fundingNeedMicro, 'up')}`,
        balance,
        short,
        `${r.runs} run${r.runs === 1 ? '' : 's'}`,
        r.requestedAt ? `requested ${r.requestedAt}` : '',
        r.error ? `error: ${r.error}` : '',
      ]
        .filter(Boolean)
        .join('  ')
    })
    .join('\n')
}
