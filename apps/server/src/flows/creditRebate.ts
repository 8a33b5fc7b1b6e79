import { rebateOf } from '@chaincard/domain'
import type { Executor } from '../db'
import type { SettledPart } from '../ledger'
import { getMembershipLevel } from '../modules/membership'
import { insertRewardRecord } from '../modules/rewards'

export type CreditRebateReturnType = { credited: bigint }

/**
 * The rebate of one settled part of a top-up (settlement's `onPartSettled`): the part's amount x the rebate of
 * the owner's membership level for the month of `at`, rounded down to the micro-dollar, as a `rebate` reward record. Run it in the settlement's
 * transaction so both land or neither; a second call with the same `ref` credits nothing (UNIQUE ref).
 * Level 0 (rebate 0) or a rebate that rounds to 0 records nothing.
 */
export async function creditRebate(
  tx: Executor,
  { cardId, owner, amountMicro: settledMicro, ref, at }: SettledPart,
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
