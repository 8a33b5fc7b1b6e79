import { randomUUID } from 'node:crypto'
import {
  canWithdrawFromCard,
  checkWithdrawal,
  isUserActionAllowed,
  WITHDRAWAL_LIMIT_WINDOW_MS,
  withdrawalTokenAmount,
} from '@chaincard/domain'
import type { WithdrawalSettings } from '../../config'
import type { Executor } from '../../db'
import type { CardWithdrawalRow } from '../../db/schema/withdrawals'
import { AppError } from '../../errors'
import { lockCard, postLedgerEntry } from '../../ledger'
import { getUserState } from '../../runtime/access'
import { refuseWithdrawal } from './refuseWithdrawal'
import { insertWithdrawal } from './repo/insertWithdrawal'
import { lockOwner } from './repo/lockOwner'
import { sumOwnerWithdrawnSince } from './repo/readWithdrawals'

export type RequestWithdrawalInTxParameters = {
  cardId: string
  /** The owner, lowercase. */
  owner: string
  amountMicro: bigint
  /** The fee the owner was shown and signed. */
  quotedFeeMicro: bigint
  chainId: number
  token: { address: string; symbol: string; decimals: number }
  /** The recipient (any case; stored lowercase). */
  recipient: string
  /** The signed message's nonce: one withdrawal per signature (UNIQUE). */
  nonce: string
  settings: WithdrawalSettings
  now: Date
  /** Runs after the rules pass and before anything is written (the caller uses the signature's nonce here). */
  beforeWrite: (tx: Executor) => Promise<void>
}

/**
 * The money side of a withdrawal, in the caller's transaction: the card's row lock first (every movement of its
 * money waits), then the owner's (two cards of one owner check the daily limit in turn). The card must be the
 * owner's (404), in a state whose money is theirs to move, the person not blocked; the amount passes the domain's
 * `checkWithdrawal` against the available balance (balance less holds) and what the owner withdrew in the last 24
 * hours. Then the withdrawal row and its `withdrawal` ledger row (amount plus fee off the balance, ref
 * `withdrawal:<id>`) land together. Refusals throw and the transaction writes nothing.
 */
export async function requestWithdrawalInTx(
  tx: Executor,
  p: RequestWithdrawalInTxParameters,
): Promise<CardWithdrawalRow> {
  const card = await lockCard(tx, p.cardId)
  if (!card || card.ownerAddress !== p.owner) throw new AppError('not_found', 'not found: no such card')
  if (!canWithdrawFromCard(card)) throw refuseWithdrawal('card_state')
  if (!isUserActionAllowed(await getUserState(tx, p.owner), 'topupWithReward')) {
    throw new AppError('invalid_action', 'invalid action: withdrawals are not available for this user', {
      details: { kind: 'user_state' },
    })
  }
  await lockOwner(tx, p.owner)
  const since = new Date(p.now.getTime() - WITHDRAWAL_LIMIT_WINDOW_MS)
  const checked = checkWithdrawal({
    amountMicro: p.amountMicro,
    quotedFeeMicro: p.quotedFeeMicro,
    feeMicro: p.settings.feeMicro,
    availableMicro: card.balanceMicro - card.heldMicro,
    dailyLimitMicro: p.settings.dailyLimitMicro,
    withdrawnInWindowMicro: await sumOwnerWithdrawnSince(tx, p.owner, since),
  })
  if (!checked.ok) throw refuseWithdrawal(checked.refusal, checked.limitMicro)
  await p.beforeWrite(tx)
  const id = randomUUID()
  const row = await insertWithdrawal(tx, {
    id,
    cardId: card.id,
    ownerAddress: p.owner,
    amountMicro: checked.amountMicro,
    feeMicro: checked.feeMicro,
    chainId: p.chainId,
    tokenAddress: p.token.address.toLowerCase(),
    tokenSymbol: p.token.symbol,
    tokenDecimals: p.token.decimals,
    tokenAmount: withdrawalTokenAmount(checked.amountMicro, p.token.decimals).toString(),
    recipient: p.recipient.toLowerCase(),
    nonce: p.nonce,
    createdAt: p.now,
  })
  const { applied } = await postLedgerEntry(tx, {
    cardId: card.id,
    kind: 'withdrawal',
    pendingDelta: 0n,
    balanceDelta: -checked.totalMicro,
    ref: `withdrawal:${id}`,
    meta: { withdrawalId: id, chainId: p.chainId, recipient: row.recipient },
    at: p.now,
  })
  if (!applied) throw new Error(`withdrawal ${id}: its ledger ref exists already`)
  return row
}
