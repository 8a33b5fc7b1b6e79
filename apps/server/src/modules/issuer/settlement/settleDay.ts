import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db'
import type { IssuerSettlementRow } from '../../../db/schema/issuerSettlement'
import { recordIssuerMismatch } from '../reconcile/recordIssuerMismatch'
import type { UtcDay } from '../reconcile/utcDay'
import { compareSettledRow, settledEventRefs } from './compareSettledRow'
import { cardIdsOfTokens } from './repo/cardIdsOfTokens'
import { ledgerNetByRef } from './repo/ledgerNetByRef'
import { openDebitHolds } from './repo/openDebitHolds'
import { findSettlement, saveSettlement } from './repo/settlements'
import type { ProgramBalance, SettlementReport, UnavailableReport } from './SettlementReport'

export type SettlementContext = {
  db: Db
  now: () => Date
  log: FastifyBaseLogger
  /** `lithic` or `sandbox`: whose report, and the issuer of the ledger refs and authorizations compared. */
  source: string
  /** The issuer's report of the day. */
  readReport: (day: UtcDay) => Promise<SettlementReport | UnavailableReport>
  /** The program's balance at the issuer now (null: it has none to tell). */
  readProgramBalance: () => Promise<ProgramBalance | null>
}

/** The balance, or null when it cannot be read: a day's comparison does not fail for it (logged). */
async function programBalanceOf(ctx: SettlementContext, day: UtcDay): Promise<ProgramBalance | null> {
  try {
    return await ctx.readProgramBalance()
  } catch (error) {
    const message = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message
    ctx.log.warn({ day, source: ctx.source, err: { message } }, 'program balance at the issuer not read')
    return null
  }
}

/**
 * Settles one day: reads the issuer's report, compares each settled row with the ledger rows of its events
 * (`compareSettledRow`; a difference is one `issuer_mismatch` exception keyed on the row, so a rerun records
 * nothing twice), and keeps the result with the day's funding need: the settled net plus what open debit
 * authorizations hold (authorized, not settled yet), beside the program's balance at the issuer. A report the
 * issuer does not have is kept as `unavailable`; a failure (of the issuer's API or ours) as `failed` with its
 * message, never request data, and the next round or the operator retries.
 */
export async function settleDay(ctx: SettlementContext, day: UtcDay): Promise<IssuerSettlementRow> {
  const startedAt = ctx.now()
  const base = { source: ctx.source, day, startedAt }
  const answered = (await findSettlement(ctx.db, ctx.source, day))?.requestedAt ?? null
  const empty = {
    complete: null,
    settledNetMicro: 0n,
    settledGrossMicro: 0n,
    ledgerNetMicro: 0n,
    details: 0,
    events: 0,
    differences: 0,
    newExceptions: 0,
  }
  try {
    const report = await ctx.readReport(day)
    const openHoldsMicro = await openDebitHolds(ctx.db, ctx.source)
    const balance = await programBalanceOf(ctx, day)
    const balanceFigures = {
      programBalanceMicro: balance?.micro ?? null,
      balanceReadAt: balance?.readAt ?? null,
    }
    if ('unavailable' in report) {
      ctx.log.info(
        { day, source: ctx.source, why: report.unavailable },
        'issuer settlement report unavailable',
      )
      return await saveSettlement(
        ctx.db,
        {
          ...base,
          ...empty,
          ...balanceFigures,
          status: 'unavailable',
          openHoldsMicro,
          fundingNeedMicro: openHoldsMicro,
          error: report.unavailable.slice(0, 500),
          finishedAt: ctx.now(),
        },
        answered,
      )
    }
    const refs = report.rows.flatMap((row) =>
      row.eventTokens.flatMap((token) => settledEventRefs(ctx.source, token)),
    )
    const ledger = await ledgerNetByRef(ctx.db, refs)
    const cardIds = await cardIdsOfTokens(
      ctx.db,
      report.rows.flatMap((row) => (row.cardToken ? [row.cardToken] : [])),
    )
    let settledGrossMicro = 0n
    let ledgerNetMicro = 0n
    let differences = 0
    let newExceptions = 0
    for (const row of report.rows) {
      settledGrossMicro += row.grossMicro
      const difference = compareSettledRow(ctx.source, row, ledger)
      ledgerNetMicro += difference ? difference.ledgerMicro : row.grossMicro
      if (!difference) continue
      differences++
      const recorded = await recordIssuerMismatch(
        ctx.db,
        {
          issuer: ctx.source,
          transactionToken: row.transactionToken ?? row.id,
          cardId: row.cardId ?? (row.cardToken ? (cardIds.get(row.cardToken) ?? null) : null),
          detail: difference.detail,
          amountMicro: difference.amountMicro,
          scope: `settlement:${row.id}`,
        },
        ctx.now(),
      )
      if (recorded) newExceptions++
      ctx.log.warn(
        {
          day,
          source: ctx.source,
          row: row.id,
          transaction: row.transactionToken,
          detail: difference.detail,
          issuerMicro: row.grossMicro.toString(),
          ledgerMicro: difference.ledgerMicro.toString(),
        },
        'settled row differs from the ledger',
      )
    }
    const row = await saveSettlement(
      ctx.db,
      {
        ...base,
        status: differences > 0 ? 'differs' : 'done',
        complete: report.complete,
        settledNetMicro: report.settledNetMicro,
        settledGrossMicro,
        ledgerNetMicro,
        details: report.detailsRead,
        events: report.rows.reduce((sum, r) => sum + r.eventTokens.length, 0),
        differences,
        newExceptions,
        openHoldsMicro,
        fundingNeedMicro: report.settledNetMicro + openHoldsMicro,
        ...balanceFigures,
        error: null,
        finishedAt: ctx.now(),
      },
      answered,
    )
    const level = differences > 0 ? 'warn' : 'info'
    ctx.log[level]({ day, source: ctx.source, differences, newExceptions }, 'issuer settlement compared')
    return row
  } catch (error) {
    const message =
      (error as { shortMessage?: string }).shortMessage ??
      (error instanceof Error ? error.message : String(error))
    ctx.log.warn(
      { day, source: ctx.source, err: { name: (error as Error).name, message } },
      'issuer settlement failed',
    )
    const previous = await findSettlement(ctx.db, ctx.source, day)
    // A failed day keeps the request it was answering: the next round tries it again.
    return saveSettlement(
      ctx.db,
      {
        ...base,
        ...empty,
        ...(previous
          ? {
              settledNetMicro: previous.settledNetMicro,
              settledGrossMicro: previous.settledGrossMicro,
              ledgerNetMicro: previous.ledgerNetMicro,
              details: previous.details,
              events: previous.events,
              differences: previous.differences,
            }
          : {}),
        status: 'failed',
        programBalanceMicro: previous?.programBalanceMicro ?? null,
        balanceReadAt: previous?.balanceReadAt ?? null,
        openHoldsMicro: previous?.openHoldsMicro ?? 0n,
        fundingNeedMicro: previous?.fundingNeedMicro ?? 0n,
        error: message.slice(0, 500),
        finishedAt: ctx.now(),
      },
      null,
    )
  }
}
