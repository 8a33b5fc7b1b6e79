/** How long a sent top-up counts as "still confirming" for the repeat check (the chain's confirmations and the report). */
export const TOPUP_REPEAT_WINDOW_MS = 10 * 60_000

export type SentTopup = {
  cardId: string
  /** Token address (lower case) or "native". */
  token: string
  /** Base units of that token. */
  amount: bigint
  /** When it was sent, ms since the epoch. */
  at: number
}

/**
 * The earlier top-up a new one repeats: same card, token and amount, sent within the confirmation window.
 * A second click after a successful top-up would otherwise send the money again, so the screen asks
 * before sending a repeat.
 */
export function findRepeatTopup(
  sent: readonly SentTopup[],
  next: Omit<SentTopup, 'at'>,
  now: number,
): SentTopup | null {
  return (
    sent.find(
      (t) =>
        t.cardId === next.cardId &&
        t.token === next.token &&
        t.amount === next.amount &&
        now - t.at >= 0 &&
        now - t.at < TOPUP_REPEAT_WINDOW_MS,
    ) ?? null
  )
}
