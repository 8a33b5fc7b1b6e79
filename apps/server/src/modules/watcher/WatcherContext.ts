import type { TokenTransfer } from '@chaincard/domain'
import type { PublicClient } from 'viem'
import type { ChainRuntime } from '../../config'
import type { Db, Tx } from '../../db'
import type { PaymentsContext } from '../../runtime/paymentsContext'

/**
 * What the watcher asks of payments, handed in by the flow that runs it (flows/paymentsRuntime wires the payments
 * module's operations here): the watcher reads the chain and decides what is confirmed, final or gone; payments
 * moves the money, exactly once. The watcher imports no payments code.
 */
type DepositPort = {
  /** Credits confirmed transfers, one payment per (transaction, card), in one database transaction. */
  creditPayments(
    db: Db,
    chain: {
      chainId: number
      currency: string
      token: { address: string; symbol: string; decimals: number }
      feeRate: string
      now: Date
    },
    groups: readonly { cardId: string; txHash: string; transfers: readonly TokenTransfer[] }[],
  ): Promise<readonly ({ credited: true } | { credited: false; reason: string; held?: number })[]>
  /** Marks the credits of a block still holding `blockHash` final (settlement may then move them). */
  markCreditsFinal(
    tx: Tx,
    p: { chainId: number; blockNumber: bigint; blockHash: string; now: Date; cardIds?: readonly string[] },
  ): Promise<{ final: number }>
  /** A credited payment whose block left the chain: kept (moved), reversed, or a shortfall. */
  handleReorgedPayment(
    ctx: PaymentsContext,
    chain: ChainRuntime,
    client: PublicClient,
    paymentId: number,
  ): Promise<'moved' | 'reversed' | 'shortfall' | 'unchanged' | 'waiting'>
}

/** The payments context plus the payments operations the watcher calls. */
export type WatcherContext = PaymentsContext & { deposits: DepositPort }
