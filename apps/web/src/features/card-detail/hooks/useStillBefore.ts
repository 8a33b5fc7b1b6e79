import { useEffect, useState } from 'react'

/** The longest delay `setTimeout` takes (about 24.8 days); a later time is checked again then. */
const MAX_DELAY_MS = 2 ** 31 - 1

/** Whether the time `iso` is still to come; turns false by itself when it passes (false without a time). */
export function useStillBefore(iso: string | undefined): boolean {
  const at = iso ? Date.parse(iso) : Number.NaN
  const [now, setNow] = useState(() => Date.now())
  const before = Number.isFinite(at) && now < at
  useEffect(() => {
    if (!before) return
    const delay = Math.min(Math.max(0, at - Date.now()) + 50, MAX_DELAY_MS)
    const timer = setTimeout(() => setNow(Date.now()), delay)
    return () => clearTimeout(timer)
  }, [at, before])
  return before
}
