import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import pino from 'pino'
import { createPublicClient, http, webSocket } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggerOptions, redactUrls, routeConsoleToLogger } from '../../src/logging'
import { createTestApp, type TestApp, testConfig } from '../helpers'

/** The provider keys of the test's RPC URLs: none may reach a log line. */
const pathKey = 'PathKey0123456789abcdef'
const queryKey = 'QueryKey9876543210fedcba'
const wsKey = 'WsKey5555aaaa6666bbbb'

function capture(): { stream: Writable; lines: string[] } {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { stream, lines }
}

/** A JSON-RPC endpoint that answers every call with a 500 and an error page naming the URL it was asked for. */
async function startFailingRpc(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () =>
      response
        .writeHead(500, { 'content-type': 'text/plain' })
        .end(`upstream failed for http://rpc.internal${request.url}`),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** A port nothing listens on (taken, then freed): connections to it are refused. */
async function refusedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('URL redaction in logs', () => {
  let rpc: { server: Server; origin: string }
  let t: TestApp
  const log = capture()

  beforeAll(async () => {
    rpc = await startFailingRpc()
    const rpcUrl = `${rpc.origin}/v2/${pathKey}?apikey=${queryKey}`
    const wsRpcUrl = `ws://127.0.0.1:${await refusedPort()}/ws/${wsKey}`
    // The chain of the test config, with a newHeads subscription to a socket that refuses.
    const chain = { ...testConfig({ rpcUrl }).chains[0]!, wsRpcUrl }
    t = await createTestApp({
      chain: { rpcUrl, chainId: 31337 },
      config: { logLevel: 'info', chains: [chain] },
      logStream: log.stream,
    })
  })
  afterAll(async () => {
    await t?.close()
    await new Promise<void>((resolve) => rpc?.server.close(() => resolve()))
  })

  it('a failing RPC (HTTP 500) and a refused WebSocket are logged without the path or query of their URLs', async () => {
    // The watcher's pass fails on its first RPC call and logs the error; the head subscription fails to connect.
    await waitFor(() => log.lines.some((l) => l.includes('background job failed')), 'the watcher failure')
    await waitFor(() => log.lines.some((l) => l.includes('newHeads subscription failed')), 'the ws failure')
    const output = log.lines.join('')
    // The errors are there, with the endpoint they were about (scheme, host, port)...
    expect(output).toContain('HTTP request failed')
    expect(output).toContain(`${rpc.origin}/[redacted]`)
    // The WebSocket failure names its socket where the runtime's error carries the URL (the `ws` package on Node
    // 22; Node 24's own WebSocket does not): redacted wherever it does.
    for (const url of output.match(/ws:\/\/127\.0\.0\.1:\d+[^"'\\\s,]*/g) ?? []) {
      expect(url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/\[redacted\]$/)
    }
    // ...and no provider key anywhere: message, stack, metaMessages, url, details, causes.
    for (const secret of [pathKey, queryKey, wsKey, '/v2/', 'apikey']) expect(output).not.toContain(secret)
  })

  it('an RPC to a port that refuses: every field of the viem error, in JSON and pretty lines', async () => {
    const url = `http://127.0.0.1:${await refusedPort()}/v3/${pathKey}?key=${queryKey}`
    const client = createPublicClient({ transport: http(url, { retryCount: 0 }) })
    const error = await client.getBlockNumber().then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(Error)
    // The raw error does carry the key where it was once found.
    const raw = error as Error & { url?: string; metaMessages?: string[] }
    expect(raw.message).toContain(pathKey)
    expect(raw.url).toContain(queryKey)
    expect(raw.metaMessages?.join('\n')).toContain(pathKey)
    for (const format of ['json', 'pretty'] as const) {
      const out = capture()
      const logger = serverLogger(format, out.stream)
      // Under `err`, under another key, and as a plain field a module might log.
      logger.warn({ err: error }, 'rpc failed')
      logger.warn({ failure: error, endpoint: url }, `calling ${url} failed`)
      const text = out.lines.join('')
      expect(text, format).toContain('HTTP request failed')
      expect(text, format).toContain('[redacted]')
      for (const secret of [pathKey, queryKey, '/v3/']) expect(text, format).not.toContain(secret)
    }
  })
})

/** pino with the server's options (Fastify hands `stream` to pino as its destination). */
function serverLogger(format: 'json' | 'pretty', stream: Writable): pino.Logger {
  const { stream: destination, ...options } = loggerOptions({
    level: 'info',
    format,
    stream,
  }) as pino.LoggerOptions & {
    stream: pino.DestinationStream
  }
  return pino(options, destination)
}

describe('console output of dependencies', () => {
  it("viem's failed WebSocket reconnect (console.error with the socket's URL) goes through the logger, redacted", async () => {
    const out = capture()
    const restore = routeConsoleToLogger(serverLogger('json', out.stream))
    const url = `ws://127.0.0.1:${await refusedPort()}/ws/${wsKey}`
    const client = createPublicClient({
      transport: webSocket(url, { reconnect: { attempts: 3, delay: 50 } }),
    })
    const unwatch = client.watchBlockNumber({ onBlockNumber: () => {}, onError: () => {} })
    try {
      await waitFor(() => out.lines.some((l) => l.includes('"source":"console"')), 'a console line')
    } finally {
      unwatch()
      restore()
    }
    const text = out.lines.join('')
    expect(text).not.toContain(wsKey)
    for (const url of text.match(/ws:\/\/127\.0\.0\.1:\d+[^"'\\\s,]*/g) ?? []) {
      expect(url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/\[redacted\]$/)
    }
  })

  it('whatever a dependency prints (objects, errors, format strings) reaches the output redacted', () => {
    const out = capture()
    const restore = routeConsoleToLogger(serverLogger('json', out.stream))
    try {
      console.error('reconnect to %s failed', `wss://ws.example/v2/${wsKey}`, {
        _url: `ws://127.0.0.1:8546/ws/${wsKey}`,
      })
      console.warn(new Error(`fetch https://rpc.example/v2/${pathKey}?key=${queryKey} failed`))
      console.log(`GET https://api.example/v1/status?api_key=${queryKey}`)
    } finally {
      restore()
    }
    const text = out.lines.join('')
    expect(out.lines).toHaveLength(3)
    expect(text).toContain('"level":50')
    expect(text).toContain('"source":"console"')
    for (const shown of [
      'wss://ws.example/[redacted]',
      'ws://127.0.0.1:8546/[redacted]',
      'https://rpc.example/[redacted]',
      'https://api.example/[redacted]',
    ]) {
      expect(text).toContain(shown)
    }
    for (const secret of [wsKey, pathKey, queryKey]) expect(text).not.toContain(secret)
  })
})

describe('redactUrls', () => {
  it.each([
    ['https://eth.example/v2/KEY', 'https://eth.example/[redacted]'],
    ['see wss://ws.example:8546/KEY?x=1 now', 'see wss://ws.example:8546/[redacted] now'],
    ['https://rpc.example?apikey=KEY', 'https://rpc.example/[redacted]'],
    ['postgres://app:pw@db:5432/chaincard', 'postgres://[redacted]@db:5432/[redacted]'],
    ['{"url":"https://a.example/k","b":1}', '{"url":"https://a.example/[redacted]","b":1}'],
    ['URL: https://a.example/k\\nRequest body', 'URL: https://a.example/[redacted]\\nRequest body'],
  ])('%s', (text, expected) => {
    expect(redactUrls(text)).toBe(expected)
  })

  it('keeps a bare origin, relative paths and stack frames', () => {
    for (const text of [
      'https://cards.example.com',
      'https://cards.example.com/',
      'GET /api/card?limit=10 200',
      'at run (file:///app/apps/server/dist/main.mjs:10:5)',
    ]) {
      expect(redactUrls(text)).toBe(text)
    }
  })
})
