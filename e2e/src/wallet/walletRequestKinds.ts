/**
 * What a person is asked to approve in a wallet, and the EIP-1193 methods behind each prompt.
 * Anything not listed here is answered without a prompt (reads go to the chain's RPC).
 */
const WALLET_PROMPTS = {
  connect: ['wallet_requestPermissions', 'eth_requestAccounts'],
  sign: ['personal_sign', 'eth_signTypedData_v4'],
  transaction: ['eth_sendTransaction'],
  switchChain: ['wallet_switchEthereumChain'],
} as const

export type WalletPrompt = keyof typeof WALLET_PROMPTS

export function promptOf(method: string): WalletPrompt | undefined {
  for (const [prompt, methods] of Object.entries(WALLET_PROMPTS)) {
    if ((methods as readonly string[]).includes(method)) return prompt as WalletPrompt
  }
  return undefined
}

/** EIP-1193 / EIP-1474 error codes the wallet answers with. */
export const RPC_ERRORS = {
  userRejected: { code: 4001, message: 'User rejected the request.' },
  unauthorized: { code: 4100, message: 'The requested account has not been authorized by the user.' },
  unsupportedMethod: { code: 4200, message: 'The wallet does not support this method.' },
  unrecognizedChain: { code: 4902, message: 'Unrecognized chain ID. Try adding the chain first.' },
} as const
