import { rebateOf } from '@chaincard/domain'
import type { Executor } from '../db'
import { getMembershipLevel } from '../modules/membership'
import { insertRewardRecord } from '../modules/rewards'

export type CreditRebateParameters = {
  cardId: string
  /** The card owner's address (any case). */
  owner: string
  /** Micro-USD this settlement moved into the card's balance. */
  settledMicro: bigint
  /** The settlement's unique ledger ref: the rebate's key (`rebate:<ref>`), so it is credited once. */
  ref: string
  /** When the settlement happened: its month's membership level applies. */
  at: Date
}

export type CreditRebateReturnType = { credited: bigint }

/**
 * The rebate of one settled top-up: `settledMicro x rebate` of the owner's membership level for the month
 * of `at`, rounded down to the micro-dollar, as a `rebate` reward record. Run it in the settlement's
 * transaction so both land or neither; a second call with the same `ref` credits nothing (UNIQUE ref).
 * Level 0 (rebate 0) or a rebate that rounds to 0 records nothing.
 */
export async function creditRebate(
  tx: Executor,
  { cardId, owner, settledMicro, ref, at }: CreditRebateParameters,
): Promise<CreditRebateReturnType> {
  if (settledMicro <= 0n) return { credited: 0n }
  const membership = await getMembershipLevel(tx, owner, at)
  const amountMicro = rebateOf(settledMicro, membership.rebate)
  if (amountMicro === 0n) return { credited: 0n }
  const { inserted } = await insertRewardRecord(tx, {
    address: owner,
    type: 'rebate',
    amountMicro,
    ref: `rebate:${ref}`,
    meta: {
      cardId,
      settledMicro: settledMicro.toString(),
      level: membership.level,
      rebate: membership.rebate,
    },
    at,
  })
  return { credited: inserted ? amountMicro : 0n }
}
