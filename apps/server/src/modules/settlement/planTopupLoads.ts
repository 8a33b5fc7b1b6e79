/** A credit of a card's pending top-up (a `topup_credit` or `redeem` ledger row). */
export type PendingCredit = { ref: string; amountMicro: bigint; createdAt: Date }

/** The part `[offsetMicro, offsetMicro + amountMicro)` of credit `creditRef`, to load onto the card now. */
export type PlannedLoad = { creditRef: string; offsetMicro: bigint; amountMicro: bigint }

export type PlanTopupLoadsParameters = {
  /** The card's newest credits, newest first, at least as many as cover `unrequestedMicro`. */
  credits: readonly PendingCredit[]
  /** Pending top-up not yet asked of the issuer: pending minus the loads still waiting for it. */
  unrequestedMicro: bigint
  /** What the card maximum still takes (maximum - balance - loads waiting); null: no maximum. */
  roomMicro: bigint | null
  /** Only credits made at or before this are loaded (sandbox: SETTLEMENT_DELAY ago; production: now). */
  matureBefore: Date
}

/**
 * Which parts of which credits to load now. Credits are loaded oldest first, each front to back, so what
 * is still unrequested is the newest end of the credits: the last `unrequestedMicro` of them. From its
 * oldest part on, every part old enough is planned until the room runs out; a credit that does not fit
 * is planned up to the room and its rest waits for room (the excess stays pending). Pending that no
 * credit accounts for (none in a consistent ledger) is never loaded.
 */
export function planTopupLoads({
  credits,
  unrequestedMicro,
  roomMicro,
  matureBefore,
}: PlanTopupLoadsParameters): PlannedLoad[] {
  const parts: Array<{ credit: PendingCredit; offsetMicro: bigint; amountMicro: bigint }> = []
  let left = unrequestedMicro
  for (const credit of credits) {
    if (left <= 0n) break
    if (credit.amountMicro <= 0n) continue
    const amountMicro = credit.amountMicro < left ? credit.amountMicro : left
    parts.push({ credit, offsetMicro: credit.amountMicro - amountMicro, amountMicro })
    left -= amountMicro
  }
  parts.reverse()

  const planned: PlannedLoad[] = []
  let room = roomMicro
  for (const part of parts) {
    if (part.credit.createdAt.getTime() > matureBefore.getTime()) break
    const amountMicro = room === null || part.amountMicro <= room ? part.amountMicro : room
    if (amountMicro <= 0n) break
    planned.push({ creditRef: part.credit.ref, offsetMicro: part.offsetMicro, amountMicro })
    if (room !== null) room -= amountMicro
    if (amountMicro < part.amountMicro) break
  }
  return planned
}
