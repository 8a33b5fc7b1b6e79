import type { TokenTransfer } from '@chaincard/domain'
import type { ChainRuntime } from '../config'
import { creditPayments, handleReorgedPayment, markCreditsFinal } from '../modules/payments'
import {
  type ApplyRescanRequestsParameters,
  applyRescanRequests,
  cardsByAddress,
  holdUnsupportedTransfers,
  matchTransfers,
  type RangeHandler,
  type RangeOutcome,
  type RecheckCreditsParameters,
  type RecheckSteps,
  recheckCredits,
  type ScanChainParameters,
  type ScanChainReturnType,
  scanChain,
} from '../modules/watcher'
import type { PaymentsContext } from '../runtime/paymentsContext'

// The deposit walk (README "A deposit, from a Transfer log to spendable money"): the watcher reads the chain and
// decides what is confirmed, final or gone; payments moves the money, exactly once. Each watcher step gets its
// money step here, as a parameter of the call, so the watcher imports no payments code and holds no port to it.

/** Payments credited per database transaction (creditPayments: a fixed number of statements per batch). */
const CREDIT_BATCH = 500

/**
 * The deposit flow's handling of a scanned range: one lookup of the recipients, then the order-currency transfers
 * credited through payments (one payment per transaction and card, in batches) and the other tokens' and native
 * transfers held as `unsupported_token` exceptions (a native transfer only when its transaction succeeded).
 */
export const creditDepositRange: RangeHandler = async (ctx, chain, range, rpc, client) => {
  const owners = await cardsByAddress(ctx, [
    ...range.order.map((t) => t.to),
    ...range.other.map((t) => t.to),
    ...range.native.map((t) => t.to),
  ])
  if (owners.size === 0) return { credited: 0, exceptions: 0, held: 0 }
  const { credited, held } = await creditMatches(ctx, chain, range.order, owners)
  const unsupported = await holdUnsupportedTransfers(ctx, chain, range, owners, rpc, client)
  return { credited, exceptions: unsupported + held, held } satisfies RangeOutcome
}

/** The matched order-currency transfers credited, also counting those held as `card_inactive` exceptions instead. */
async function creditMatches(
  ctx: PaymentsContext,
  chain: ChainRuntime,
  transfers: readonly TokenTransfer[],
  owners: Map<string, string>,
): Promise<{ credited: number; held: number }> {
  const groups = await matchTransfers(ctx, transfers, owners)
  let credited = 0
  let held = 0
  for (let i = 0; i < groups.length; i += CREDIT_BATCH) {
    const batch = groups.slice(i, i + CREDIT_BATCH)
    for (const group of batch) {
      ctx.faults?.beforeCredit?.({ chainId: chain.id, txHash: group.txHash, cardId: group.cardId })
    }
    const results = await creditPayments(
      ctx.db,
      {
        chainId: chain.id,
        currency: chain.orderCurrency.id,
        token: chain.orderCurrency.token,
        feeRate: ctx.feeRate,
        now: ctx.now(),
      },
      batch,
    )
    credited += results.filter((r) => r.credited).length
    for (const r of results) if (!r.credited && r.reason === 'held') held += r.held ?? 0
  }
  return { credited, held }
}

/** The payments steps of a re-check: a final block's credits marked final, a gone payment moved or reversed. */
const recheckSteps: RecheckSteps = { markFinal: markCreditsFinal, handleGone: handleReorgedPayment }

/** One watcher scan of a chain, each range credited by the deposit flow (creditDepositRange). */
export function scanDeposits(p: Omit<ScanChainParameters, 'handleRange'>): Promise<ScanChainReturnType> {
  return scanChain({ ...p, handleRange: creditDepositRange })
}

/** The watcher's re-check of credits not final yet (or, after a reorg, final ones), with the payments steps. */
export function recheckDeposits(p: Omit<RecheckCreditsParameters, 'steps'>) {
  return recheckCredits({ ...p, steps: recheckSteps })
}

/** Operators' rescans of a chain, each range credited as the scan credits it. */
export function rescanDeposits(p: Omit<ApplyRescanRequestsParameters, 'handleRange'>): Promise<number> {
  return applyRescanRequests({ ...p, handleRange: creditDepositRange })
}
