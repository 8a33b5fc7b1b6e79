import { Agent, request } from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  type SlowRpcProxy,
  startSlowRpcProxy,
  startTestChain,
  type TestApp,
  type TestChain,
} from '../helpers'

let chain: TestChain
let proxy: SlowRpcProxy

beforeAll(async () => {
  chain = await startTestChain()
  proxy = await startSlowRpcProxy(chain.rpcUrl)
})
afterAll(async () => {
  await proxy?.close()
  await chain?.stop()
})

type Answer = { status: number; connection: string | undefined; body: string }

const get = (port: number, path: string, agent: Agent): Promise<Answer> =>
  new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = ''
      res.on('data', (d: Buffer) => {
        body += d.toString()
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }))
    })
      .on('error', reject)
      .end()
  })

/** The app on a real port, its chain behind the slow proxy. */
async function listening(): Promise<{ t: TestApp; port: number }> {
  proxy.setDelay(0)
  const t = await createTestApp({ chain: { rpcUrl: proxy.url, chainId: chain.chainId } })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  return { t, port: (t.app.server.address() as { port: number }).port }
}

describe('closing the app (what SIGTERM starts)', () => {
  it('a request in flight finishes; /api/ready answered during the drain is 503 draining with Connection: close', async () => {
    const { t, port } = await listening()
    const agent = new Agent({ keepAlive: true, maxSockets: 2 })
    try {
      expect((await get(port, '/api/config', agent)).connection).toBe('keep-alive')
      expect(t.app.draining).toBe(false)
      proxy.setDelay(800)
      const inFlight = get(port, '/api/ready', agent)
      await new Promise((r) => setTimeout(r, 200))
      const closeStarted = Date.now()
      const closed = t.app.close()
      const answer = await inFlight
      expect(answer.status).toBe(503)
      expect(JSON.parse(answer.body)).toEqual({
        status: 'draining',
        db: 'ok',
        migrations: 'ok',
        chains: { '31337': 'ok' },
      })
      expect(answer.connection).toBe('close')
      expect(t.app.draining).toBe(true)
      // The idle keep-alive connection of the first request did not hold the close up.
      await closed
      expect(Date.now() - closeStarted).toBeLessThan(3_000)
    } finally {
      agent.destroy()
      await t.close()
    }
  })

  it('a connection opened before the close that sends its request during it is answered (Connection: close)', async () => {
    const { t, port } = await listening()
    const agent = new Agent({ keepAlive: true })
    let socket: Socket | undefined
    try {
      // An idle keep-alive connection (served once: closed at once) and a fresh one that has sent nothing yet.
      await get(port, '/api/config', agent)
      socket = connect(port, '127.0.0.1')
      await new Promise((r) => socket!.once('connect', r))
      await new Promise((r) => setTimeout(r, 50))
      let text = ''
      socket.on('data', (d: Buffer) => {
        text += d.toString()
      })
      const socketClosed = new Promise((r) => socket!.once('close', r))
      const closed = t.app.close()
      socket.write('GET /api/config HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
      await socketClosed
      expect(text).toMatch(/^HTTP\/1\.1 200 /)
      expect(text).toMatch(/\r\nconnection: close\r\n/i)
      await closed
    } finally {
      socket?.destroy()
      agent.destroy()
      await t.close()
    }
  })
})
