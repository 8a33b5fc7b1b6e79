import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

type PushDelivery = { path: string; headers: IncomingHttpHeaders; body: Buffer }

/** A push service on 127.0.0.1 for tests: records every delivery, answers 201 or what a path was told to. */
export type LocalPushService = {
  /** `http://127.0.0.1:<port>/push/<name>`: an endpoint of one device. */
  endpoint(name: string): string
  deliveries: PushDelivery[]
  /** Answers `status` to deliveries to `name` from now on (410: the subscription is gone). */
  answer(name: string, status: number): void
  /** Resolves once `count` deliveries arrived (rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<PushDelivery[]>
  close(): Promise<void>
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const deliveries: PushDelivery[] = []
  const answers = new Map<string, number>()
  const waiters = new Set<() => void>()
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? '/'
      deliveries.push({ path, headers: request.headers, body: Buffer.concat(chunks) })
      response.statusCode = answers.get(path) ?? 201
      response.end()
      for (const wake of waiters) wake()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: (name) => `http://127.0.0.1:${port}/push/${name}`,
    deliveries,
    answer: (name, status) => answers.set(`/push/${name}`, status),
    waitFor(count, ms = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (deliveries.length < count) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(deliveries.slice(0, count))
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`${deliveries.length} of ${count} push deliveries after ${ms} ms`))
        }, ms)
        waiters.add(check)
        check()
      })
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
