import type { Db } from '../../../db'
import { applyInboundEvent } from './applyInboundEvent'
import type { InboundEvent, InboundResult } from './InboundEvent'
import { setLockTimeout } from './repo/setLockTimeout'

/**
 * How long an authorization request waits for its card's row lock before it fails: the issuer answers for us
 * after its deadline (Lithic: a few seconds), so a decision must never wait on a long job holding the card.
 */
export const AUTHORIZATION_LOCK_TIMEOUT_MS = 2_000

/** Handles one inbound issuer event in its own transaction (see `applyInboundEvent`). */
export async function handleInboundEvent(db: Db, event: InboundEvent, now: Date): Promise<InboundResult> {
  return db.transaction(async (tx) => {
    if (event.kind === 'authorization_request') await setLockTimeout(tx, AUTHORIZATION_LOCK_TIMEOUT_MS)
    return applyInboundEvent(tx, event, now)
  })
}
