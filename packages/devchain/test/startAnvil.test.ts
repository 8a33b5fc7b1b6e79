import { createServer } from 'node:net'
import { createPublicClient, http, parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { devAccounts } from '../src/accounts'
import { AnvilStartError } from '../src/anvil/errors'
import { getFreePort } from '../src/anvil/getFreePort'
import { type StartAnvilReturnType, startAnvil } from '../src/anvil/startAnvil'
import { createSandboxClient } from '../src/deploy/sandboxClient'

const started: StartAnvilReturnType[] = []
async function start(parameters: Parameters<typeof startAnvil>[0]) {
  const anvil = await startAnvil({ silent: true, ...parameters })
  started.push(anvil)
  return anvil
}
afterEach(async () => {
  await Promise.all(started.splice(0).map((a) => a.stop()))
})

async function answers(rpcUrl: string): Promise<boolean> {
  try {
    await createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 1_000 }) }).getChainId()
    return true
  } catch {
    return false
  }
}

describe('getFreePort', () => {
  it('returns a port that can be bound right away', async () => {
    const port = await getFreePort()
    expect(port).toBeGreaterThan(0)
    const server = createServer()
    await new Promise<void>((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', done))
    await new Promise((done) => server.close(done))
  })
})

describe('startAnvil', () => {
  it('starts throwaway anvils in parallel on free ports, chain id 31337 by default', async () => {
    const [a, b, c] = await Promise.all([
      start({ port: 0 }),
      start({ port: 0 }),
      start({ port: await getFreePort() }),
    ])
    expect(new Set([a!.port, b!.port, c!.port]).size).toBe(3)
    for (const anvil of [a!, b!, c!]) {
      expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${anvil.port}`)
      const client = createPublicClient({ transport: http(anvil.rpcUrl) })
      expect(await client.getChainId()).toBe(31337)
    }
  })

  it('honours chainId', async () => {
    const anvil = await start({ port: 0, chainId: 1337 })
    expect(await createPublicClient({ transport: http(anvil.rpcUrl) }).getChainId()).toBe(1337)
  })

  it('mines a transaction at once and also one block per blockTime', async () => {
    // A 10 s interval against a 3 s receipt deadline: with interval mining alone, three receipts in a row within
    // 3 s each would be very unlikely, while a machine under load (CI beside other jobs) still meets the deadline.
    const anvil = await start({ port: 0, blockTime: 10 })
    const [from, to] = devAccounts()
    const client = createSandboxClient({ rpcUrl: anvil.rpcUrl, chainId: 31337, account: from! })
    // The receipt is polled: mining is asynchronous, so it may not exist at the very moment the hash returns.
    for (let i = 0; i < 3; i++) {
      const hash = await client.sendTransaction({ to: to!.address, value: parseEther('1') })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 3_000 })
      expect(receipt.status).toBe('success')
    }
    const before = await client.getBlockNumber()
    await new Promise((done) => setTimeout(done, 11_000))
    expect(await client.getBlockNumber()).toBeGreaterThanOrEqual(before + 1n)
  }, 30_000)

  it('with blockTime false mines only on transactions', async () => {
    const anvil = await start({ port: 0, blockTime: false })
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await client.getBlockNumber()
    await new Promise((done) => setTimeout(done, 1_500))
    expect(await client.getBlockNumber()).toBe(before)
  })

  it('stop() ends the process, is safe to call twice, and the RPC no longer answers', async () => {
    const anvil = await startAnvil({ port: 0, silent: true })
    expect(await answers(anvil.rpcUrl)).toBe(true)
    await Promise.all([anvil.stop(), anvil.stop()])
    await anvil.stop()
    expect(() => process.kill(anvil.pid, 0)).toThrow()
    expect(await answers(anvil.rpcUrl)).toBe(false)
  })

  it('rejects with AnvilStartError and anvil output when the port is taken', async () => {
    const taken = await start({ port: 0 })
    const error = await startAnvil({ port: taken.port, silent: true }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AnvilStartError)
    expect((error as AnvilStartError).name).toBe('AnvilStartError')
    expect((error as AnvilStartError).output).toMatch(/in use|bind|Address/i)
    // The first anvil is unaffected.
    expect(await answers(taken.rpcUrl)).toBe(true)
  })
})
