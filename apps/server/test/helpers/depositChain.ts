import { erc20NoReturnAbi } from '@chaincard/devchain'
import { batchPayAbi, batchPayBytecode } from '@chaincard/devchain/batchPay'
import {
  type Address,
  encodeFunctionData,
  type Hash,
  type Hex,
  keccak256,
  type PrivateKeyAccount,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { PaymentsFixture } from './paymentsFixture'

/** Dev account that funds the senders (never a card owner, never reports). */
const FUNDER = 5

/** A transaction signed once, so the very same transaction (same hash) can be sent again after a reorg. */
export type SignedTransfer = { raw: Hex; hash: Hash; from: Address }

/** Where a signed transaction is now: in the canonical chain (its block), or not (never sent, or a reorg took it). */
type OnChain = {
  blockNumber: bigint
  blockHash: Hash
  logs: { address: Address; logIndex: number }[]
} | null

export type DepositChain = {
  /** The second listed token of the sandbox (held as `unsupported_token` when sent to a card). */
  usdc: Address
  /**
   * `n` fresh senders, each with ETH for gas and `usdt` / `usdc` base units of both tokens: every transfer is
   * the only transaction of its sender (nonce 0), so any of them can be dropped or mined again alone.
   */
  fundSenders(n: number, each: bigint): Promise<PrivateKeyAccount[]>
  /** Signs a token transfer (`token` null: the native coin, `amount` wei) from `sender` to `to`. */
  sign(sender: PrivateKeyAccount, token: Address | null, to: Address, amount: bigint): Promise<SignedTransfer>
  /** Sends it (mined at once: anvil automines) and waits for its receipt. */
  send(t: SignedTransfer): Promise<void>
  /** Replaces the newest `depth` blocks with as many new ones, holding `txs` (raw, block offset) if given. */
  reorg(depth: number, txs?: [Hex, number][]): Promise<void>
  head(): Promise<bigint>
  /** The transaction's block if it is in the canonical chain now, with its logs. */
  where(hash: Hash): Promise<OnChain>
}

export async function createDepositChain(f: PaymentsFixture): Promise<DepositChain> {
  const funder = f.wallet(FUNDER)
  const deployed = await funder.deployContract({ abi: batchPayAbi, bytecode: batchPayBytecode() })
  const batch = (await funder.waitForTransactionReceipt({ hash: deployed })).contractAddress!
  const usdc = f.manifest.tokens.USDC.address
  const client = f.wallet(0)
  const fees = { maxFeePerGas: 20_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n }

  const write = async (to: Address, data: Hex) => {
    const hash = await funder.sendTransaction({ to, data, gas: 8_000_000n })
    const receipt = await funder.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`funding transaction ${hash} reverted`)
  }

  return {
    usdc,
    async fundSenders(n, each) {
      const senders = Array.from({ length: n }, () => privateKeyToAccount(generatePrivateKey()))
      for (const s of senders) {
        await f.testClient.setBalance({ address: s.address, value: parseEther('1') })
      }
      for (const token of [f.usdt, usdc]) {
        await write(
          token,
          encodeFunctionData({
            abi: erc20NoReturnAbi,
            functionName: 'transfer',
            args: [batch, each * BigInt(n)],
          }),
        )
        await write(
          batch,
          encodeFunctionData({
            abi: batchPayAbi,
            functionName: 'pay',
            args: [token, senders.map((s) => s.address), each],
          }),
        )
      }
      return senders
    },
    async sign(sender, token, to, amount) {
      const raw = await sender.signTransaction({
        type: 'eip1559',
        chainId: f.chain.chainId,
        nonce: 0,
        gas: 100_000n,
        ...fees,
        ...(token === null
          ? { to, value: amount }
          : {
              to: token,
              data: encodeFunctionData({
                abi: erc20NoReturnAbi,
                functionName: 'transfer',
                args: [to, amount],
              }),
            }),
      })
      return { raw, hash: keccak256(raw), from: sender.address }
    },
    async send(t) {
      const hash = await client.sendRawTransaction({ serializedTransaction: t.raw })
      if (hash !== t.hash) throw new Error(`sent ${t.hash}, the node answered ${hash}`)
      const receipt = await client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`transfer ${hash} reverted`)
    },
    async reorg(depth, txs = []) {
      await f.testClient.request({ method: 'anvil_reorg', params: [depth, txs] } as never)
    },
    head: () => client.getBlockNumber({ cacheTime: 0 }),
    async where(hash) {
      const receipt = await client.getTransactionReceipt({ hash }).catch(() => null)
      if (!receipt) return null
      const block = await client.getBlock({ blockNumber: receipt.blockNumber }).catch(() => null)
      if (!block || block.hash !== receipt.blockHash) return null
      return {
        blockNumber: receipt.blockNumber,
        blockHash: receipt.blockHash.toLowerCase() as Hash,
        logs: receipt.logs.map((l) => ({
          address: l.address.toLowerCase() as Address,
          logIndex: l.logIndex,
        })),
      }
    },
  }
}
