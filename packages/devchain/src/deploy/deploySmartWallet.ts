import { type Abi, type Account, type Address, createPublicClient, getAddress, http } from 'viem'
import { devAccounts } from '../accounts'
import { artifacts } from '../contracts/artifacts'
import { DeploySandboxError } from './errors'
import { createSandboxClient } from './sandboxClient'

export type DeploySmartWalletParameters = {
  rpcUrl: string
  /** The key whose signatures the wallet accepts (EIP-1271). */
  owner: Address
  /** Who pays for the deployment; default dev account 0. */
  account?: Account
}

/** Deploys a `SmartWallet` (EIP-1271) owned by `owner` and returns its address. */
export async function deploySmartWallet({
  rpcUrl,
  owner,
  account = devAccounts()[0]!,
}: DeploySmartWalletParameters): Promise<Address> {
  const chainId = await createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) }).getChainId()
  const client = createSandboxClient({ rpcUrl, chainId, account })
  const hash = await client.deployContract({
    abi: artifacts.SmartWallet.abi as Abi,
    bytecode: artifacts.SmartWallet.bytecode,
    args: [owner],
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new DeploySandboxError(`SmartWallet deployment reverted (tx ${hash})`)
  }
  return getAddress(receipt.contractAddress)
}
