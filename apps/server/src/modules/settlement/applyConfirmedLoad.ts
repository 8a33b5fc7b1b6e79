import type { Tx } from '../../db'
import { postLedgerEntry } from '../cards'
import { lockCard } from '../payments/repo/lockCard'
import { creditRebate } from '../rewards/creditRebate'
import type { RequestedLoad } from './repo/topupLoads'
import { confirmTopupLoad } from './repo/topupLoads'

/**
 * Step 3 of a card's settlement, once the issuer confirmed a load: in the caller's transaction, under the
 * card's row lock (the same order as credits and redemptions: card first), marks the load confirmed
 * (requested -> confirmed, a conditional update only one run can make), moves its amount from pending
 * into the balance with the ledger row `settlement:<key>` (UNIQUE ref) and pays the owner's membership
 * rebate on it (`rebate:settlement:<key>`, UNIQUE too) unless the membership programme is off
 * (`rebates: false`, MEMBERSHIP_ENABLED=false). Returns the micro-USD moved (0 when another run
 * applied it first).
 */
export async function applyConfirmedLoad(
  tx: Tx,
  load: RequestedLoad,
  issuerReference: string,
  now: Date,
  { rebates }: { rebates: boolean } = { rebates: true },
): Promise<bigint> {
  const card = await lockCard(tx, load.cardId)
  if (!card) return 0n
  if (!(await confirmTopupLoad(tx, load.key, issuerReference, now))) return 0n
  const ref = `settlement:${load.key}`
  const { applied } = await postLedgerEntry(tx, {
    cardId: load.cardId,
    kind: 'settlement',
    pendingDelta: -load.amountMicro,
    balanceDelta: load.amountMicro,
    ref,
    meta: {
      load: load.key,
      credit: load.creditRef,
      offsetMicro: load.creditOffsetMicro.toString(),
      issuerReference,
    },
    at: now,
  })
  if (!applied) return 0n
  if (!rebates) return load.amountMicro
  await creditRebate(tx, {
    cardId: load.cardId,
    owner: card.ownerAddress,
    settledMicro: load.amountMicro,
    ref,
    at: now,
  })
  return load.amountMicro
}
