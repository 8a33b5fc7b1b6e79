import { percentile, round } from '../lib/stats'
import type { Latency } from './benchScale'

/**
 * GETs of several URLs one at a time, in turn (A B C A B C ...), `count` of each after `warmup` rounds not
 * counted: a person paging, not a crowd. In turn, not one URL's samples after the other's, because what the
 * figures are compared for is their ratio: a pause of the machine (an autovacuum after the ASA load, a checkpoint,
 * a collection in the server) lands on whichever URL is being sampled, and samples taken in blocks would put it
 * all on one of them. Each URL's latencies as its p50 and p99.
 */
export async function sampleInTurn(
  urls: readonly string[],
  headers: Record<string, string>,
  count: number,
  warmup = 5,
): Promise<Latency[]> {
  const latencies = urls.map(() => [] as number[])
  const failed = urls.map(() => 0)
  for (let i = 0; i < count + warmup; i++) {
    for (const [u, url] of urls.entries()) {
      const started = performance.now()
      const res = await fetch(url, { headers })
      await res.arrayBuffer()
      if (i >= warmup) latencies[u]!.push(performance.now() - started)
      if (res.status !== 200) failed[u]!++
    }
  }
  return latencies.map((each, u) => ({
    p50Ms: round(percentile(each, 50), 2),
    p99Ms: round(percentile(each, 99), 2),
    count,
    failed: failed[u]!,
  }))
}
