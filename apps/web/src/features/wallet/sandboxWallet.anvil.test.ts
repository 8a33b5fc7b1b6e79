// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect, getConnection, sendTransaction, waitForTransactionReceipt } from 'wagmi/actions'
import { SANDBOX_CONFIG } from '../../../test/fixtures'
import { buildSignInMessage } from '../../lib/api/signIn'
import { createWagmiConfig, SANDBOX_ACCOUNT } from './api/createWagmiConfig'
import { createWalletBridge } from './api/createWalletBridge'

const anvilBin = join(import.meta.dirname, '../../../../../node_modules/.bin/anvil')
const port = 20_000 + Math.floor(Math.random() * 20_000)
const rpcUrl = `http://127.0.0.1:${port}`
let anvil: ChildProcess

async function waitForRpc(): Promise<void> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`anvil did not start on ${rpcUrl}`)
}

beforeAll(async () => {
  anvil = spawn(anvilBin, ['--port', String(port), '--chain-id', '31337', '--silent'], { stdio: 'ignore' })
  await waitForRpc()
}, 20_000)
afterAll(() => {
  anvil?.kill()
})

function sandboxConfig() {
  const chain = SANDBOX_CONFIG.chains[0]
  if (!chain) throw new Error('fixture has no chain')
  return createWagmiConfig({ ...SANDBOX_CONFIG, chains: [{ ...chain, rpcUrl }] })
}

describe('sandbox wallet (wagmi mock connector) against a real anvil', () => {
  it('connects as anvil account 0 and signs the sign-in message through the RPC', async () => {
    const config = sandboxConfig()
    const sandbox = config.connectors.find((c) => c.type === 'mock')
    if (!sandbox) throw new Error('no sandbox connector')
    await connect(config, { connector: sandbox, chainId: 31337 })
    expect(getConnection(config).address).toBe(SANDBOX_ACCOUNT)

    const message = buildSignInMessage({
      address: SANDBOX_ACCOUNT.toLowerCase(),
      chainId: 31337,
      nonce: 'abcdefgh12345678',
      productName: 'Chaincard',
      host: 'localhost:8080',
      origin: 'http://localhost:8080',
      issuedAt: new Date(),
    })
    expect(parseSiweMessage(message).address).toBe(SANDBOX_ACCOUNT) // checksummed payer
    const signature = await createWalletBridge(config).signMessage(message)
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    await expect(verifyMessage({ address: SANDBOX_ACCOUNT, message, signature })).resolves.toBe(true)
    const client = createPublicClient({ transport: http(rpcUrl) })
    await expect(
      verifySiweMessage(client, { message, signature, domain: 'localhost:8080', nonce: 'abcdefgh12345678' }),
    ).resolves.toBe(true)
  })

  it('sends a transaction that anvil mines (eth_sendTransaction for its dev account)', async () => {
    const config = sandboxConfig()
    const sandbox = config.connectors.find((c) => c.type === 'mock')
    if (!sandbox) throw new Error('no sandbox connector')
    await connect(config, { connector: sandbox, chainId: 31337 })
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const hash = await sendTransaction(config, { to, value: parseEther('0.01') })
    const receipt = await waitForTransactionReceipt(config, { hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(SANDBOX_ACCOUNT.toLowerCase())
  })
})
