import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { erc20Abi, parseEventLogs, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { erc20NoReturnAbi } from '../src/abis/erc20NoReturnAbi'
import { devAccounts } from '../src/accounts'
import { startAnvil } from '../src/anvil/startAnvil'
import { deploySandbox } from '../src/deploy/deploySandbox'
import { createSandboxClient } from '../src/deploy/sandboxClient'
import { SANDBOX_TOKENS } from '../src/deploy/sandboxTokens'

const dir = mkdtempSync(join(tmpdir(), 'devchain-state-'))
const stateFile = join(dir, 'state', 'anvil-state.json')
const manifestPath = join(dir, 'devchain.json')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('restart from the state file', () => {
  it('keeps contracts, balances, blocks and logs; deploySandbox is then a no-op', async () => {
    const [deployer, payer] = devAccounts()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const amount = parseUnits('42.5', 6)

    const first = await startAnvil({ port: 0, silent: true, stateFile })
    let manifest: Awaited<ReturnType<typeof deploySandbox>>
    let transferBlock: bigint
    let blockNumber: bigint
    let nonce: number
    try {
      manifest = await deploySandbox({ rpcUrl: first.rpcUrl, manifestPath })
      const client = createSandboxClient({ rpcUrl: first.rpcUrl, chainId: 31337, account: payer! })
      const hash = await client.writeContract({
        address: manifest.tokens.USDT.address,
        abi: erc20NoReturnAbi,
        functionName: 'transfer',
        args: [recipient, amount],
      })
      transferBlock = (await client.waitForTransactionReceipt({ hash })).blockNumber
      blockNumber = await client.getBlockNumber()
      nonce = await client.getTransactionCount({ address: deployer!.address })
    } finally {
      await first.stop()
    }

    const second = await startAnvil({ port: 0, silent: true, stateFile })
    try {
      expect(second.port).not.toBe(first.port)
      const client = createSandboxClient({ rpcUrl: second.rpcUrl, chainId: 31337, account: deployer! })
      expect(await client.getBlockNumber()).toBeGreaterThanOrEqual(blockNumber)
      const balance = (token: `0x${string}`, owner: `0x${string}`) =>
        client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
      expect(await balance(manifest.tokens.USDT.address, recipient)).toBe(amount)
      expect(await balance(manifest.tokens.USDT.address, payer!.address)).toBe(
        parseUnits('1000000', 6) - amount,
      )
      for (const token of SANDBOX_TOKENS.filter((t) => t.symbol !== 'USDT')) {
        expect(await balance(manifest.tokens[token.symbol].address, payer!.address)).toBe(
          parseUnits(token.fundEach, token.decimals),
        )
      }
      // The payment watcher scans logs from blockNumberDeployed: history must survive the restart.
      const logs = await client.getLogs({
        address: manifest.tokens.USDT.address,
        fromBlock: BigInt(manifest.blockNumberDeployed),
        toBlock: 'latest',
      })
      const toRecipient = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs }).filter(
        (log) => log.args.to === recipient,
      )
      expect(toRecipient.map((log) => [log.blockNumber, log.args.value])).toEqual([[transferBlock, amount]])

      const again = await deploySandbox({ rpcUrl: second.rpcUrl, manifestPath })
      expect(await client.getTransactionCount({ address: deployer!.address })).toBe(nonce)
      expect(again).toEqual({ ...manifest, rpcUrl: second.rpcUrl })
    } finally {
      await second.stop()
    }
  })
})
