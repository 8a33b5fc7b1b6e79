import { describe, expect, it } from 'vitest'
import { watcherRpc } from './scanChain'

describe('watcherRpc', () => {
  it('counts each call, and once the jobs stop makes no further call: the pass ends at the next one', async () => {
    const controller = new AbortController()
    const counted: string[] = []
    const rpc = watcherRpc({ signal: controller.signal, onRpcCall: (method) => counted.push(method) })
    let calls = 0
    const call = async () => ++calls
    expect(await rpc('eth_blockNumber', call)).toBe(1)
    expect(await rpc('eth_getBlockByNumber', call)).toBe(2)
    controller.abort()
    await expect(rpc('eth_getBlockByNumber', call)).rejects.toMatchObject({ name: 'AbortError' })
    expect(calls).toBe(2)
    expect(counted).toEqual(['eth_blockNumber', 'eth_getBlockByNumber'])
  })

  it('without a signal every call goes through', async () => {
    const rpc = watcherRpc({})
    expect(await rpc('eth_chainId', async () => 31337)).toBe(31337)
  })
})
