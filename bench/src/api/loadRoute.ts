import autocannon from 'autocannon'

export type LoadTarget = { name: string; url: string; headers?: Record<string, string> }
export type LoadSample = { requestsPerSecond: number; p99Ms: number }

export class LoadRunError extends Error {
  override readonly name = 'LoadRunError' as const
  readonly shortMessage: string
  constructor(target: string, detail: string) {
    super(`load on ${target}: ${detail}`)
    this.shortMessage = `load on ${target} had failed requests`
  }
}

/**
 * One autocannon run: `connections` connections for `seconds` s after a `warmupSeconds` s run that is
 * thrown away (JIT, caches, pools). Any non-2xx answer, error or timeout fails the run: a fast 401 is not
 * a figure.
 */
export async function loadRoute(
  target: LoadTarget,
  { connections, seconds, warmupSeconds }: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadSample> {
  const options = { url: target.url, connections, headers: target.headers ?? {}, timeout: 10 }
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds })
  const result = await autocannon({ ...options, duration: seconds })
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new LoadRunError(
      target.name,
      `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total}`,
    )
  }
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 }
}
