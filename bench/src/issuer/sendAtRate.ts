export type Sent = { startMs: number; latencyMs: number; status: number; body: string }

/**
 * Open-loop load: request `i` is sent at `i / rate` seconds whatever the answers before it (a slow server
 * queues requests, and their latency counts the wait), `count` requests in all. `prepare(i)` builds it just
 * before its time (signing included, not timed). Resolves with every answer in sending order.
 */
export async function sendAtRate(
  rate: number,
  count: number,
  prepare: (i: number) => { url: string; headers: Record<string, string>; body: string },
): Promise<Sent[]> {
  const intervalMs = 1000 / rate
  const start = performance.now()
  const pending: Promise<Sent>[] = []
  for (let i = 0; i < count; i++) {
    const due = start + i * intervalMs
    const wait = due - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    const { url, headers, body } = prepare(i)
    const sentAt = performance.now()
    pending.push(
      fetch(url, { method: 'POST', headers, body }).then(
        async (res) => ({
          startMs: sentAt - start,
          status: res.status,
          body: await res.text(),
          latencyMs: performance.now() - sentAt,
        }),
        (error: unknown) => ({
          startMs: sentAt - start,
          status: 0,
          body: String(error),
          latencyMs: performance.now() - sentAt,
        }),
      ),
    )
  }
  return Promise.all(pending)
}
