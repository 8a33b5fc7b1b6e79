import { type Address, getAddress, type Hash, type LocalAccount } from 'viem'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { ChainClients } from '../../plugins/chainClients'
import { failWithdrawal } from './failWithdrawal'
import { payWithdrawal } from './payWithdrawal'
import { listWithdrawalsIn } from './repo/readWithdrawals'
import { updateWithdrawal } from './repo/updateWithdrawal'
import { sendSandboxPayout, signSandboxPayout } from './sandboxPayer'

/** A payout the node has never mined after this long is given up (the money goes back to the card). */
const LOST_PAYOUT_MS = 5 * 60_000
/** Withdrawals one round looks at in each status. */
const ROUND_SIZE = 20

export type PayOutSandboxWithdrawalsParameters = {
  db: Db
  chains: ChainClients
  payer: LocalAccount
  now: () => Date
}

/**
 * One round of the sandbox's payer: each `requested` withdrawal gets its payout signed, recorded (`sending`, its
 * hash) and sent; each `sending` one is marked paid through the operators' verification (payWithdrawal: the
 * token, amount, recipient, confirmations read from the chain), failed when it reverted (its money back once),
 * and left for the next round while it is not yet confirmed.
 */
export async function payOutSandboxWithdrawals(p: PayOutSandboxWithdrawalsParameters): Promise<void> {
  for (const row of await listWithdrawalsIn(p.db, 'requested', ROUND_SIZE)) {
    const chain = p.chains.get(row.chainId)
    if (!chain) continue
    const payout = await signSandboxPayout(chain, p.payer, {
      token: getAddress(row.tokenAddress) as Address,
      recipient: getAddress(row.recipient) as Address,
      amount: BigInt(row.tokenAmount),
    })
    const sending = await updateWithdrawal(p.db, {
      id: row.id,
      from: 'requested',
      to: 'sending',
      payoutTx: payout.hash,
    })
    // An operator acted on it meanwhile: nothing is sent.
    if (!sending) continue
    await sendSandboxPayout(chain, payout)
  }
  for (const row of await listWithdrawalsIn(p.db, 'sending', ROUND_SIZE)) {
    try {
      await payWithdrawal({
        db: p.db,
        chains: p.chains,
        id: row.id,
        txHash: row.payoutTx as Hash,
        now: p.now(),
      })
    } catch (error) {
      if (!(error instanceof AppError) || error.details?.kind !== 'payout') throw error
      const { refusal } = error.details
      if (refusal === 'unconfirmed' || refusal === 'not_open') continue
      if (refusal === 'not_found' && p.now().getTime() - row.createdAt.getTime() < LOST_PAYOUT_MS) continue
      await failWithdrawal(p.db, {
        id: row.id,
        failure: refusal === 'reverted' ? 'payout_reverted' : `payout_${refusal}`,
        now: p.now(),
      })
    }
  }
}
