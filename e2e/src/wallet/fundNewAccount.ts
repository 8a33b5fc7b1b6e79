import { type Address, encodeFunctionData, erc20Abi, type Hex, numberToHex, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { rpcCall } from './rpcRequest'

export type FundingToken = { symbol: string; address: Address; decimals: number }

export type FundNewAccountParameters = {
  rpcUrl: string
  /** An anvil dev account (anvil holds its key, so eth_sendTransaction from it needs no signature). */
  funder: Address
  tokens: readonly FundingToken[]
  /** Whole-token amounts per symbol; tokens not listed get nothing. */
  amounts: Readonly<Record<string, string>>
  eth?: string
}

export type FundedAccount = { privateKey: Hex; address: Address }

/**
 * A brand-new key for one test (no state on the server, no nonce shared with another test), given ETH with
 * `anvil_setBalance` and tokens by transfers from a dev account. One funder per parallel worker keeps the
 * funder's nonces in order. Resolves once every transfer is mined.
 */
export async function fundNewAccount(p: FundNewAccountParameters): Promise<FundedAccount> {
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  await rpcCall(p.rpcUrl, 'anvil_setBalance', [address, numberToHex(parseUnits(p.eth ?? '100', 18))])
  const hashes: Hex[] = []
  for (const token of p.tokens) {
    const amount = p.amounts[token.symbol]
    if (amount === undefined) continue
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, parseUnits(amount, token.decimals)],
    })
    hashes.push(
      await rpcCall<Hex>(p.rpcUrl, 'eth_sendTransaction', [{ from: p.funder, to: token.address, data }]),
    )
  }
  for (const hash of hashes) await waitForReceipt(p.rpcUrl, hash)
  return { privateKey, address }
}

export async function waitForReceipt(
  rpcUrl: string,
  hash: Hex,
  timeoutMs = 30_000,
): Promise<{ status: Hex }> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = await rpcCall<{ status: Hex } | null>(rpcUrl, 'eth_getTransactionReceipt', [hash])
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error(`Transaction ${hash} reverted.`)
      return receipt
    }
    if (Date.now() > deadline) throw new Error(`Transaction ${hash} was not mined within ${timeoutMs} ms.`)
    await new Promise((r) => setTimeout(r, 200))
  }
}
