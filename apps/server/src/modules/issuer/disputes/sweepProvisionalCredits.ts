import { isOpenDispute, provisionalCreditDueAt } from '@chaincard/domain'
import type { Db } from '../../../db'
import { lockCard } from '../../../ledger'
import { recordException } from '../../../runtime/operatorQueue'
import { grantProvisionalCredit } from './grantProvisionalCredit'
import { lockDispute, updateDispute } from './repo/disputeRows'
import { listUndecidedProvisionalCredits } from './repo/disputesOwedProvisionalCredit'

/** How often the provisional-credit sweep looks (a due date is a day: an hour late is the same day). */
export const PROVISIONAL_CREDIT_SWEEP_INTERVAL_MS = 60 * 60_000

/** Disputes decided per round (the rest in the next; many at once would be a backlog to look at anyway). */
const SWEEP_BATCH = 200

/** No 10 business days end sooner than 12 calendar days (two weekends), so younger ones are not read. */
const MIN_DUE_MS = 12 * 86_400_000

/** The dedupe key of the operator task of a dispute's provisional credit (its dispute id after the prefix). */
const PROVISIONAL_CREDIT_TASK_PREFIX = 'dispute_provisional_credit:'

export type ProvisionalCreditSweep = {
  credited: string[]
  raised: { disputeId: string; exceptionId: number }[]
}

/**
 * Reg E's provisional credit, for every open dispute whose issuer grants none (Chargebacks API cases) once 10
 * US business days have passed since it was filed (`provisionalCreditDueAt`): `auto` credits the amount
 * disputed (grantProvisionalCredit: one ledger row, once), `operator` raises one `dispute_provisional_credit`
 * exception for a person to grant (`credit`) or withhold (`ignore`). Each dispute is decided once
 * (`provisional_decided_at`, set under the card's and the dispute's locks), however often the sweep runs.
 */
export async function sweepProvisionalCredits(
  db: Db,
  mode: 'auto' | 'operator',
  now: Date,
): Promise<ProvisionalCreditSweep> {
  const result: ProvisionalCreditSweep = { credited: [], raised: [] }
  const candidates = await listUndecidedProvisionalCredits(
    db,
    new Date(now.getTime() - MIN_DUE_MS),
    SWEEP_BATCH,
  )
  for (const candidate of candidates) {
    if (provisionalCreditDueAt(candidate.createdAt) > now) continue
    await db.transaction(async (tx) => {
      await lockCard(tx, candidate.cardId)
      if (mode === 'auto') {
        const grant = await grantProvisionalCredit(tx, candidate.id, now, candidate.merchantName ?? undefined)
        if (grant.granted) result.credited.push(candidate.id)
        return
      }
      const dispute = await lockDispute(tx, candidate.id)
      if (!dispute || dispute.provisionalDecidedAt || !isOpenDispute(dispute.status)) return
      const raised = await recordException(tx, {
        reason: 'dispute_provisional_credit',
        detail: 'reg_e_10_business_days',
        dedupeKey: `${PROVISIONAL_CREDIT_TASK_PREFIX}${dispute.id}`,
        cardId: dispute.cardId,
        amountMicro: dispute.amountMicro,
        issuerEvent: `${dispute.issuer}:dispute:${dispute.issuerToken ?? dispute.transactionToken}`,
        now,
      })
      await updateDispute(tx, dispute.id, { provisionalDecidedAt: now, updatedAt: now })
      result.raised.push({ disputeId: dispute.id, exceptionId: raised.id })
    })
  }
  return result
}
