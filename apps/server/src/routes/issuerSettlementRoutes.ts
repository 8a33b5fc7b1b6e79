import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { IssuerSettlementRow } from '../db/schema/issuerSettlement'
import { ISSUER_SETTLEMENT_STATUSES } from '../db/schema/issuerSettlement'
import { listSettlements, type SettlementContext, settleDay } from '../modules/issuer'
import { adminDayRoutes } from './adminDayRoutes'

/** Micro-USD as a decimal string (JSON numbers cannot hold every bigint). */
const Micro = z.string().regex(/^-?\d+$/)

const Settlement = z.object({
  source: z.string(),
  day: z.string(),
  status: z.enum(ISSUER_SETTLEMENT_STATUSES),
  complete: z.boolean().nullable(),
  settledNetMicro: Micro,
  settledGrossMicro: Micro,
  ledgerNetMicro: Micro,
  details: z.int().nonnegative(),
  events: z.int().nonnegative(),
  differences: z.int().nonnegative(),
  newExceptions: z.int().nonnegative(),
  openHoldsMicro: Micro,
  fundingNeedMicro: Micro,
  programBalanceMicro: Micro.nullable(),
  balanceReadAt: z.string().nullable(),
  error: z.string().nullable(),
  runs: z.int().nonnegative(),
  requestedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
})
type SettlementView = z.infer<typeof Settlement>

function toView(row: IssuerSettlementRow): SettlementView {
  const { startedAt: _startedAt, ...rest } = row
  return {
    ...rest,
    settledNetMicro: row.settledNetMicro.toString(),
    settledGrossMicro: row.settledGrossMicro.toString(),
    ledgerNetMicro: row.ledgerNetMicro.toString(),
    openHoldsMicro: row.openHoldsMicro.toString(),
    fundingNeedMicro: row.fundingNeedMicro.toString(),
    programBalanceMicro: row.programBalanceMicro?.toString() ?? null,
    balanceReadAt: row.balanceReadAt?.toISOString() ?? null,
    requestedAt: row.requestedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}

/**
 * Operator routes of the daily settlement, relative to /api/admin (the admin scope's guard and record):
 * `POST /admin/issuer/settlement` `{ date }` compares that UTC day's settlement with the ledger now and answers
 * its kept result; `GET /admin/issuer/settlements` lists the kept results, newest day first
 * (`npm run ops -- issuer settlement --date D`, `ops issuer settlements`).
 */
export function settlementRoutes(ctx: SettlementContext): FastifyPluginAsyncZod {
  return adminDayRoutes({
    runPath: '/issuer/settlement',
    listPath: '/issuer/settlements',
    one: 'settlement',
    many: 'settlements',
    runSummary: "Compare one UTC day's settlement at the issuer with the ledger now",
    listSummary: "Each day's settlement with the issuer and funding need, newest first",
    view: Settlement,
    toView,
    now: ctx.now,
    run: (day) => settleDay(ctx, day),
    list: (limit) => listSettlements(ctx.db, limit),
  })
}
