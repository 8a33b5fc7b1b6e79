import { type Address, hashMessage, keccak256, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EIP1271_MAGIC_VALUE, smartWalletAbi } from '../src/abis/smartWalletAbi'
import { devAccounts } from '../src/accounts'
import { type StartAnvilReturnType, startAnvil } from '../src/anvil/startAnvil'
import { deploySmartWallet } from '../src/deploy/deploySmartWallet'
import { createSandboxClient, type SandboxClient } from '../src/deploy/sandboxClient'

const [payer, owner, stranger] = devAccounts()
let anvil: StartAnvilReturnType
let client: SandboxClient
let wallet: Address

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, silent: true, blockTime: false })
  client = createSandboxClient({ rpcUrl: anvil.rpcUrl, chainId: 31337, account: payer! })
  wallet = await deploySmartWallet({ rpcUrl: anvil.rpcUrl, owner: owner!.address })
})
afterAll(() => anvil?.stop())

const isValidSignature = (hash: `0x${string}`, signature: `0x${string}`) =>
  client.readContract({
    address: wallet,
    abi: smartWalletAbi,
    functionName: 'isValidSignature',
    args: [hash, signature],
  })

describe('SmartWallet (EIP-1271)', () => {
  it('records its owner', async () => {
    expect(await client.readContract({ address: wallet, abi: smartWalletAbi, functionName: 'owner' })).toBe(
      owner!.address,
    )
  })

  it("returns the magic value for the owner's signature of the hash, not for another key's", async () => {
    const hash = keccak256(toHex('chaincard'))
    expect(await isValidSignature(hash, await owner!.sign({ hash }))).toBe(EIP1271_MAGIC_VALUE)
    expect(await isValidSignature(hash, await stranger!.sign({ hash }))).toBe('0xffffffff')
    // Owner's signature of another hash.
    expect(await isValidSignature(keccak256(toHex('other')), await owner!.sign({ hash }))).toBe('0xffffffff')
  })

  it('answers 0xffffffff (no revert) for malformed signatures', async () => {
    const hash = keccak256(toHex('chaincard'))
    expect(await isValidSignature(hash, '0x')).toBe('0xffffffff')
    expect(await isValidSignature(hash, `0x${'11'.repeat(65)}`)).toBe('0xffffffff')
    expect(await isValidSignature(hash, `0x${'11'.repeat(64)}`)).toBe('0xffffffff')
  })

  it('verifies a Sign-In with Ethereum style personal_sign through viem verifyMessage', async () => {
    const message = 'localhost wants you to sign in with your Ethereum account'
    const signature = await owner!.signMessage({ message })
    expect(await isValidSignature(hashMessage(message), signature)).toBe(EIP1271_MAGIC_VALUE)
    expect(await client.verifyMessage({ address: wallet, message, signature })).toBe(true)
    const forged = await stranger!.signMessage({ message })
    expect(await client.verifyMessage({ address: wallet, message, signature: forged })).toBe(false)
  })
})
