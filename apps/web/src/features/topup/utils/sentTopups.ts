import { type SentTopup, TOPUP_REPEAT_WINDOW_MS } from '@chaincard/domain'

const STORAGE_KEY = 'chaincard.sentTopups'

/** Top-ups this tab sent recently (kept in sessionStorage: a reload during the confirmations keeps them). */
export function readSentTopups(now = Date.now()): SentTopup[] {
  try {
    const raw = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as {
      cardId: string
      token: string
      amount: string
      at: number
    }[]
    return raw
      .map((t) => ({ ...t, amount: BigInt(t.amount) }))
      .filter((t) => now - t.at < TOPUP_REPEAT_WINDOW_MS)
  } catch {
    return []
  }
}

/** Remembers a top-up that was sent (the wallet signed it), for the repeat check of the next submit. */
export function recordSentTopup(topup: SentTopup): void {
  const kept = [...readSentTopups(topup.at), topup].map((t) => ({ ...t, amount: t.amount.toString() }))
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept))
  } catch {
    // Storage full or blocked: the check then only misses repeats across reloads.
  }
}
