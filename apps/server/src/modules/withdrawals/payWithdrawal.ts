import { transitionWithdrawal } from '@chaincard/domain'
import type { Hash } from 'viem'
import type { Db } from '../../db'
import type { CardWithdrawalRow } from '../../db/schema/withdrawals'
import { AppError } from '../../errors'
import { lockCard } from '../../ledger'
import type { ChainClients } from '../../plugins/chainClients'
import { withdrawalClosed } from './refuseWithdrawal'
import { findWithdrawal, findWithdrawalByPayout, lockWithdrawal } from './repo/readWithdrawals'
import { updateWithdrawal } from './repo/updateWithdrawal'
import { type VerifyPayoutResult, verifyPayout } from './verifyPayout'

export type PayWithdrawalParameters = {
  db: Db
  chains: ChainClients
  id: string
  txHash: Hash
  now: Date
}

/** A payout transaction that does not pay the withdrawal: 422 `payout_rejected` with why. */
function payoutRejected(result: Extract<VerifyPayoutResult, { ok: false }>): AppError {
  const sentence = {
    not_found: 'the transaction is not on the chain (yet)',
    reverted: 'the transaction reverted',
    wrong_token: 'the transaction moves none of the withdrawal token',
    wrong_recipient: 'the transaction pays another address',
    wrong_amount: 'the transaction pays another amount',
    unconfirmed: `the transaction has ${result.confirmations ?? 0} of ${result.required ?? 0} confirmations`,
    used: 'the transaction is the payout of another withdrawal',
    not_open: 'the withdrawal is not open',
  }[result.refusal]
  return new AppError('payout_rejected', `payout rejected: ${sentence}`, {
    details: {
      kind: 'payout',
      refusal: result.refusal,
      ...(result.confirmations !== undefined ? { confirmations: result.confirmations } : {}),
      ...(result.required !== undefined ? { required: result.required } : {}),
    },
  })
}

/**
 * Marks a withdrawal paid by `txHash` once the chain shows it pays it (verifyPayout: succeeded, the token, the
 * recipient, the amount, the chain's confirmations), then under the card's and the withdrawal's lock (open
 * still, the transaction no other withdrawal's payout: a UNIQUE index says so too). Refusals change nothing:
 * an unknown id 404, a closed withdrawal 409 `withdrawal_closed`, a transaction that does not pay it 422
 * `payout_rejected` (its `refusal`). The operator's route and the sandbox's payer both call this.
 */
export async function payWithdrawal(p: PayWithdrawalParameters): Promise<CardWithdrawalRow> {
  const row = await findWithdrawal(p.db, p.id)
  if (!row) throw new AppError('not_found', 'not found: no such withdrawal')
  if (!transitionWithdrawal(row.status, 'pay').ok) throw withdrawalClosed(row.status)
  const txHash = p.txHash.toLowerCase() as Hash
  const other = await findWithdrawalByPayout(p.db, row.chainId, txHash)
  if (other && other.id !== row.id) throw payoutRejected({ ok: false, refusal: 'used' })
  const chain = p.chains.get(row.chainId)
  if (!chain) throw new AppError('upstream_unavailable', `chain ${row.chainId} is not enabled on this server`)
  const verified = await verifyPayout({
    chain,
    txHash,
    token: row.tokenAddress,
    recipient: row.recipient,
    tokenAmount: BigInt(row.tokenAmount),
  })
  if (!verified.ok) throw payoutRejected(verified)
  try {
    return await p.db.transaction(async (tx) => {
      await lockCard(tx, row.cardId)
      const locked = await lockWithdrawal(tx, row.id)
      if (!locked) throw new AppError('not_found', 'not found: no such withdrawal')
      const next = transitionWithdrawal(locked.status, 'pay')
      if (!next.ok) throw withdrawalClosed(locked.status)
      if (locked.payoutTx && locked.payoutTx !== txHash) {
        // The sandbox sent another transaction for it: that one is the payout being followed.
        throw payoutRejected({ ok: false, refusal: 'used' })
      }
      const paid = await updateWithdrawal(tx, {
        id: locked.id,
        from: locked.status,
        to: next.status,
        payoutTx: txHash,
        closedAt: p.now,
      })
      if (!paid) throw withdrawalClosed(locked.status)
      return paid
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw payoutRejected({ ok: false, refusal: 'used' })
    throw error
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === '23505') return true
  }
  return false
}
