/** How often polled queries still ask while the live stream is open: only a safety net then. */
export const LIVE_FALLBACK_POLL_MS = 30_000

let open = false

/** True while GET /api/events is connected (set by useLiveEvents). */
export function isLiveStreamOpen(): boolean {
  return open
}

export function setLiveStreamOpen(value: boolean): void {
  open = value
}

/**
 * A query's poll interval: `ms` while the live stream is down (polling is the fallback), LIVE_FALLBACK_POLL_MS
 * while it is open (events refresh the page then).
 */
export function livePollInterval(ms: number): number {
  return open ? Math.max(ms, LIVE_FALLBACK_POLL_MS) : ms
}
