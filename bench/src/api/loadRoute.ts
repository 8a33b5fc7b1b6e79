import autocannon from 'autocannon'

export type LoadTarget = { name: string; url: string; headers?: Record<string, string> }
export type LoadSample = {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  /** Non-2xx answers, connection errors and timeouts (10 s): any of them makes the figure a miss. */
  failed: number
}

/**
 * One autocannon run: `connections` connections for `seconds` s after a `warmupSeconds` s run that is
 * thrown away (JIT, caches, pools). Non-2xx answers, errors and timeouts are counted in `failed` (a fast 401
 * is not a figure, and a request slower than the 10 s timeout is a failure, not a missing sample).
 */
export async function loadRoute(
  target: LoadTarget,
  { connections, seconds, warmupSeconds }: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadSample> {
  const options = { url: target.url, connections, headers: target.headers ?? {}, timeout: 10 }
  if (warmupSeconds > 0) {
    await autocannon({ ...options, duration: warmupSeconds })
    await drain(target)
  }
  const result = await autocannon({ ...options, duration: seconds })
  await drain(target)
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    // autocannon counts a timeout also as an error.
    failed: result.non2xx + Math.max(result.errors, result.timeouts),
  }
}

/**
 * Waits until one more request to the target is answered: requests still queued in the server when autocannon
 * stops (it closes its sockets, the server still works through them) would otherwise slow the next run down.
 */
async function drain(target: LoadTarget): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    try {
      const res = await fetch(target.url, {
        headers: target.headers ?? {},
        signal: AbortSignal.timeout(30_000),
      })
      await res.arrayBuffer()
      return
    } catch {
      // timed out behind the backlog: ask again
    }
  }
}
