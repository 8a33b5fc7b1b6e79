import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chaincardNftAbi } from '../src/abis/chaincardNftAbi'
import { devAccounts } from '../src/accounts'
import { type StartAnvilReturnType, startAnvil } from '../src/anvil/startAnvil'
import { deploySandbox } from '../src/deploy/deploySandbox'
import type { Manifest } from '../src/deploy/manifest'
import { createSandboxClient } from '../src/deploy/sandboxClient'

const [deployer, holder, stranger] = devAccounts()
const dir = mkdtempSync(join(tmpdir(), 'devchain-nft-'))
let anvil: StartAnvilReturnType
let manifest: Manifest

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, silent: true, blockTime: false })
  manifest = await deploySandbox({ rpcUrl: anvil.rpcUrl, manifestPath: join(dir, 'devchain.json') })
})
afterAll(async () => {
  await anvil?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('ChaincardNFT', () => {
  it('is "Chaincard NFT", owned by the deployer, and only the owner mints', async () => {
    const owner = createSandboxClient({ rpcUrl: anvil.rpcUrl, chainId: 31337, account: deployer! })
    const read = <F extends 'name' | 'symbol' | 'owner' | 'totalSupply'>(functionName: F) =>
      owner.readContract({ address: manifest.nft, abi: chaincardNftAbi, functionName })
    expect([await read('name'), await read('symbol'), await read('owner')]).toEqual([
      'Chaincard NFT',
      'CCNFT',
      deployer!.address,
    ])
    expect(await read('totalSupply')).toBe(0n)

    const { request, result } = await owner.simulateContract({
      address: manifest.nft,
      abi: chaincardNftAbi,
      functionName: 'mint',
      args: [holder!.address],
    })
    expect(result).toBe(1n)
    expect((await owner.waitForTransactionReceipt({ hash: await owner.writeContract(request) })).status).toBe(
      'success',
    )
    const balanceOf = (address: `0x${string}`) =>
      owner.readContract({
        address: manifest.nft,
        abi: chaincardNftAbi,
        functionName: 'balanceOf',
        args: [address],
      })
    expect(await balanceOf(holder!.address)).toBe(1n)
    expect(await balanceOf(stranger!.address)).toBe(0n)
    expect(
      await owner.readContract({
        address: manifest.nft,
        abi: chaincardNftAbi,
        functionName: 'ownerOf',
        args: [1n],
      }),
    ).toBe(holder!.address)

    const other = createSandboxClient({ rpcUrl: anvil.rpcUrl, chainId: 31337, account: stranger! })
    await expect(
      other.simulateContract({
        address: manifest.nft,
        abi: chaincardNftAbi,
        functionName: 'mint',
        args: [stranger!.address],
      }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount|revert/)
  })
})
