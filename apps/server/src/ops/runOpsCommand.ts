import { setTimeout as sleep } from 'node:timers/promises'
import type { DepositException, RescanStatusResponse } from '@chaincard/domain'
import { describeRulesSync, type OpsRulesSync } from './describeRulesSync'
import { describeSettlements, type OpsSettlement } from './describeSettlements'
import type { OpsRequest } from './parseOpsArgs'
import type { OpsTarget } from './resolveOpsTarget'

export type OpsResult = { ok: boolean; status: number; output: string }

export type RunOpsOptions = {
  fetchImpl?: typeof fetch
  /** How long `payments rescan` waits for the scanner (default 10 minutes), and how often it asks. */
  waitMs?: number
  pollMs?: number
}

/**
 * Sends one admin request; the output is the JSON answer (or one line per exception), "done" for a 204, or
 * the server's error message. A rescan is followed until the scanner holding the chain has applied it.
 */
export async function runOpsCommand(
  target: OpsTarget,
  request: OpsRequest,
  { fetchImpl = fetch, waitMs = 10 * 60_000, pollMs = 500 }: RunOpsOptions = {},
): Promise<OpsResult> {
  const send = (method: string, path: string, body?: Record<string, unknown>) =>
    fetchImpl(`${target.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${target.token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
  const response = await send(request.method, request.path, request.body)
  const text = await response.text()
  if (!response.ok) return failure(response.status, text)
  if (request.show === 'rescan') {
    const location = response.headers.get('location')
    if (!location)
      return { ok: false, status: response.status, output: 'the server named no rescan to follow' }
    const deadline = Date.now() + waitMs
    for (;;) {
      const poll = await send('GET', location)
      const body = await poll.text()
      if (!poll.ok) return failure(poll.status, body)
      const rescan = JSON.parse(body) as RescanStatusResponse
      if (rescan.status === 'done') return { ok: true, status: 200, output: describeRescan(rescan) }
      if (Date.now() > deadline) {
        return {
          ok: false,
          status: 504,
          output: `still ${rescan.status} after ${waitMs / 1000} s: ${describeRescan(rescan)}`,
        }
      }
      await sleep(pollMs)
    }
  }
  if (request.show === 'exceptions') {
    const { exceptions } = JSON.parse(text) as { exceptions: DepositException[] }
    return { ok: true, status: response.status, output: describeExceptions(exceptions) }
  }
  if (request.show === 'withdrawals') {
    const { withdrawals } = JSON.parse(text) as { withdrawals: OpsWithdrawal[] }
    return { ok: true, status: response.status, output: describeWithdrawals(withdrawals) }
  }
  if (request.show === 'audit') {
    const { actions } = JSON.parse(text) as { actions: OpsAuditAction[] }
    return { ok: true, status: response.status, output: describeAudit(actions) }
  }
  if (request.show === 'disputes') {
    const { disputes } = JSON.parse(text) as { disputes: OpsDispute[] }
    return { ok: true, status: response.status, output: describeDisputes(disputes) }
  }
  if (request.show === 'reconciliations') {
    const body = JSON.parse(text) as {
      reconciliation?: OpsReconciliation
      reconciliations?: OpsReconciliation[]
    }
    const rows = body.reconciliations ?? (body.reconciliation ? [body.reconciliation] : [])
    return { ok: true, status: response.status, output: describeReconciliations(rows) }
  }
  if (request.show === 'rules') {
    const { rules } = JSON.parse(text) as { rules: OpsRulesSync }
    return { ok: true, status: response.status, output: describeRulesSync(rules) }
  }
  if (request.show === 'settlements') {
    const body = JSON.parse(text) as { settlement?: OpsSettlement; settlements?: OpsSettlement[] }
    const rows = body.settlements ?? (body.settlement ? [body.settlement] : [])
    return { ok: true, status: response.status, output: describeSettlements(rows) }
  }
  return { ok: true, status: response.status, output: response.status === 204 || !text ? 'done' : text }
}

/** One withdrawal of `GET /api/admin/withdrawals`. */
type OpsWithdrawal = {
  id: string
  at: string
  status: string
  amount: string
  chainId: number
  address: string
  token: { symbol: string; address: string }
  tokenAmount: string
  txHash: string | null
}

/** One line per withdrawal: id, when, status, what to pay (token units of which token, on which chain, to whom). */
function describeWithdrawals(rows: readonly OpsWithdrawal[]): string {
  if (rows.length === 0) return 'no withdrawals'
  return rows
    .map((w) =>
      [
        w.id,
        w.at,
        w.status,
        `${w.amount} USD`,
        `pay ${w.tokenAmount} ${w.token.symbol} (${w.token.address}) on chain ${w.chainId} to ${w.address}`,
        w.txHash ?? '-',
      ].join('  '),
    )
    .join('\n')
}

/** One action of `GET /api/admin/audit`. */
type OpsAuditAction = {
  id: string
  at: string
  operator: string
  action: string
  target: string | null
  details: { status: number; code: string | null }
}

/** One line per action: id, when, who, what, on what, how it was answered. */
function describeAudit(actions: readonly OpsAuditAction[]): string {
  if (actions.length === 0) return 'no operator actions'
  return actions
    .map((a) =>
      [
        a.id,
        a.at,
        a.operator,
        a.action,
        a.target ?? '-',
        `${a.details.status}${a.details.code ? ` ${a.details.code}` : ''}`,
      ].join('  '),
    )
    .join('\n')
}

/** A day's reconciliation as `/api/admin/issuer/*` answers it. */
type OpsReconciliation = {
  issuer: string
  day: string
  status: 'done' | 'failed'
  transactions: number
  missed: number
  mismatches: number
  newExceptions: number
  error: string | null
  runs: number
  finishedAt: string
}

/** One line per day: day, issuer, status, the figures, runs, when; the error of a failed one. */
function describeReconciliations(rows: readonly OpsReconciliation[]): string {
  if (rows.length === 0) return 'no reconciliations'
  return rows
    .map((r) =>
      [
        r.day,
        r.issuer,
        r.status,
        `${r.transactions} transactions`,
        `${r.missed} missed (applied now)`,
        `${r.mismatches} mismatches (${r.newExceptions} new exceptions)`,
        `${r.runs} run${r.runs === 1 ? '' : 's'}`,
        r.finishedAt,
        r.error ? `error: ${r.error}` : '',
      ]
        .filter(Boolean)
        .join('  '),
    )
    .join('\n')
}

function failure(status: number, text: string): OpsResult {
  let message = text
  try {
    const body = JSON.parse(text) as { code?: string; message?: string }
    if (body.message) message = `${body.code ?? 'error'}: ${body.message}`
  } catch {
    // not JSON: show as is
  }
  return { ok: false, status, output: `${status} ${message}` }
}

function describeRescan(r: RescanStatusResponse): string {
  const range = r.toBlock === null ? `from block ${r.fromBlock}` : `blocks ${r.fromBlock}-${r.toBlock}`
  return `rescan ${r.id} of chain ${r.chainId}, ${range}: ${r.status}; credited ${r.credited}, held ${r.exceptions}${r.error ? `; error: ${r.error}` : ''}`
}

/** One line per exception, newest first: id, reason (detail), amount and token, chain and hash, card, status. */
/** A dispute as `/api/admin/disputes` answers it (the fields the CLI prints). */
type OpsDispute = {
  id: string
  cardId: string
  merchantName: string
  reason: string
  amount: string
  credited: string
  status: string
  issuer: string
  issuerToken: string | null
  issuerStatus: string | null
  openedAt: string
  updatedAt: string
}

function describeDisputes(disputes: readonly OpsDispute[]): string {
  if (disputes.length === 0) return 'no disputes'
  return disputes
    .map((d) =>
      [
        d.id,
        d.status,
        `${d.amount} USD disputed, ${d.credited} USD credited`,
        d.reason,
        `"${d.merchantName}"`,
        `card ${d.cardId}`,
        `${d.issuer} ${d.issuerToken ?? '(not filed)'}${d.issuerStatus ? ` ${d.issuerStatus}` : ''}`,
        `opened ${d.openedAt}`,
        `updated ${d.updatedAt}`,
      ].join('  '),
    )
    .join('\n')
}

function describeExceptions(exceptions: readonly DepositException[]): string {
  if (exceptions.length === 0) return 'no exceptions'
  return exceptions
    .map((e) => {
      const tokenAmount = e.amount && e.token ? `${e.amount} ${e.token.symbol} (base units)` : null
      const amount = tokenAmount ?? (e.amountUsd ? `${e.amountUsd} USD` : '-')
      const usd = tokenAmount && e.amountUsd ? ` = ${e.amountUsd} USD` : ''
      return [
        `#${e.id}`,
        `${e.reason}${e.detail ? ` (${e.detail})` : ''}`,
        `${amount}${usd}`,
        e.chainId && e.txHash ? `chain ${e.chainId} tx ${e.txHash}` : '-',
        e.cardId ? `card ${e.cardId}` : '-',
        e.reporter ? `reported by ${e.reporter}` : '',
        e.issuerEvent ? `issuer event ${e.issuerEvent}` : '',
        e.status,
        e.createdAt,
      ]
        .filter(Boolean)
        .join('  ')
    })
    .join('\n')
}
