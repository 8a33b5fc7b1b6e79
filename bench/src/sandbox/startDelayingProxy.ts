import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type DelayingProxy = { url: string; calls(): number; stop(): Promise<void> }

/**
 * A JSON-RPC proxy on 127.0.0.1 in front of `target` that answers every HTTP call `delayMs` later than the node
 * would (the delay before forwarding): a remote provider's round trip, on a local chain.
 */
export async function startDelayingProxy(target: string, delayMs: number): Promise<DelayingProxy> {
  let calls = 0
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      calls++
      setTimeout(() => {
        fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: Buffer.concat(chunks),
        })
          .then(async (answer) => {
            response.writeHead(answer.status, { 'content-type': 'application/json' })
            response.end(Buffer.from(await answer.arrayBuffer()))
          })
          .catch(() => {
            response.writeHead(502)
            response.end()
          })
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => calls,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
