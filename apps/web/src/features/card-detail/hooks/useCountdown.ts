import { useEffect, useState } from 'react'

/** Whole seconds left of `durationMs`, counting down once `running` turns true; 0 when over. */
export function useCountdown(durationMs: number, running: boolean): number {
  const [left, setLeft] = useState(Math.ceil(durationMs / 1000))
  useEffect(() => {
    if (!running) return
    const endsAt = Date.now() + durationMs
    const tick = () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)))
    const timer = setInterval(tick, 250)
    tick()
    return () => clearInterval(timer)
  }, [durationMs, running])
  return left
}
