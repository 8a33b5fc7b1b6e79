/**
 * One answer shared by every caller for `ttlMs`: a public route anyone may call in a loop reads the database at
 * most once per period however many ask (concurrent callers share the read in flight). A failed read is not
 * kept. `forget` drops it (this process just wrote something newer).
 */
export function cachedAnswer<T>(
  read: () => Promise<T>,
  ttlMs: number,
  now: () => number = () => performance.now(),
): { get(): Promise<T>; forget(): void } {
  let kept: { at: number; answer: Promise<T> } | null = null
  return {
    get() {
      const at = now()
      if (kept && at - kept.at < ttlMs) return kept.answer
      const answer = read()
      const entry = { at, answer }
      kept = entry
      answer.catch(() => {
        if (kept === entry) kept = null
      })
      return answer
    },
    forget() {
      kept = null
    },
  }
}
