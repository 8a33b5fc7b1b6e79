/** How long a refused junk delivery is held before its answer. */
export const REFUSAL_HOLD_MS = 1_000
/** Refusals held at once; past it they are answered at once (holding costs a socket each). */
const MAX_HELD = 1_000

export type RefusalHold = {
  /** Resolves after the hold, or at once when MAX_HELD refusals are already held. */
  hold(): Promise<void>
}

/**
 * Slows a client that keeps sending junk: its refusal (429, decided before its body is read) is
 * answered after `holdMs`, its body left unread meanwhile (the socket is paused by backpressure), as nginx's
 * `limit_req` delays excess. A client that waits for its answers before sending again, as most scripts do,
 * then costs one refusal per `holdMs` instead of hundreds a second, each of which takes the thread that
 * decides purchases; a client that does not wait meets MAX_HELD, past which refusals go out at once.
 */
export function createRefusalHold(holdMs = REFUSAL_HOLD_MS): RefusalHold {
  let held = 0
  return {
    async hold() {
      if (held >= MAX_HELD || holdMs <= 0) return
      held++
      try {
        await new Promise((resolve) => setTimeout(resolve, holdMs))
      } finally {
        held--
      }
    },
  }
}
