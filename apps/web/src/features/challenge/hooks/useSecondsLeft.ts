import { useEffect, useState } from 'react'

function secondsUntil(until: string): number {
  return Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000))
}

/**
 * Whole seconds from now until `until` (an ISO time), 0 once it has passed; null without one. Read from the
 * clock on every render (a new `until` is right at once), re-rendered 4 times a second until it reaches 0.
 */
export function useSecondsLeft(until: string | null): number | null {
  const [, setTick] = useState(0)
  useEffect(() => {
    if (until === null) return
    const timer = setInterval(() => {
      setTick((tick) => tick + 1)
      if (secondsUntil(until) === 0) clearInterval(timer)
    }, 250)
    return () => clearInterval(timer)
  }, [until])
  return until === null ? null : secondsUntil(until)
}
