import type { ProgramPolicy } from '@chaincard/domain'
import type { Db } from '../../../db'
import { applyInboundEvent } from './applyInboundEvent'
import type { InboundEvent, InboundResult } from './InboundEvent'

/**
 * How long an authorization request waits for its card's row lock before it fails: the issuer answers for us
 * after its deadline (Lithic: a few seconds), so a decision must never wait on a long job holding the card.
 */
const AUTHORIZATION_LOCK_TIMEOUT_MS = 2_000

/** Handles one inbound issuer event in its own transaction (see `applyInboundEvent`). */
export async function handleInboundEvent(
  db: Db,
  event: InboundEvent,
  now: Date,
  policy?: ProgramPolicy,
): Promise<InboundResult> {
  return db.transaction((tx) =>
    applyInboundEvent(tx, event, now, {
      lockTimeoutMs: event.kind === 'authorization_request' ? AUTHORIZATION_LOCK_TIMEOUT_MS : undefined,
      policy,
    }),
  )
}
