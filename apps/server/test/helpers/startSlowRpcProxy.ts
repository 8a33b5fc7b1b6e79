import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type SlowRpcProxy = {
  url: string
  /** Every JSON-RPC request waits this long before it is forwarded (0 at first). */
  setDelay(ms: number): void
  close(): Promise<void>
}

/** A JSON-RPC proxy in front of `target` (anvil) that delays each call: makes requests that touch the chain slow. */
export async function startSlowRpcProxy(target: string): Promise<SlowRpcProxy> {
  let delayMs = 0
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (c: Buffer) => chunks.push(c))
    request.on('end', () => {
      setTimeout(() => {
        fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: Buffer.concat(chunks),
        })
          .then(async (res) => {
            response.writeHead(res.status, { 'content-type': 'application/json' }).end(await res.text())
          })
          .catch(() => response.writeHead(502).end())
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setDelay: (ms) => {
      delayMs = ms
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
