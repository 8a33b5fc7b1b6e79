import {
  type Address,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { waitForReceipt } from '../wallet/fundNewAccount'

export type SendTokenParameters = {
  rpcUrl: string
  chainId: number
  privateKey: Hex
  token: Address
  to: Address
  amount: bigint
}

/** An ERC-20 transfer signed with a test key, mined (the sandbox USDT returns no bool: the receipt decides). */
export async function sendToken(p: SendTokenParameters): Promise<{ hash: Hex; nonce: number }> {
  const account = privateKeyToAccount(p.privateKey)
  const chain = defineChain({
    id: p.chainId,
    name: 'Sandbox',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [p.rpcUrl] } },
  })
  const client = createWalletClient({ account, chain, transport: http(p.rpcUrl) })
  const request = await client.prepareTransactionRequest({
    to: p.token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [p.to, p.amount] }),
  })
  const hash = await client.sendTransaction(request)
  await waitForReceipt(p.rpcUrl, hash)
  return { hash, nonce: request.nonce }
}
