import type { WalletPrompt } from './walletRequestKinds'

/** The test waited for the page to ask the wallet for something, and the page never asked. */
export class WalletPromptTimeoutError extends Error {
  override name = 'WalletPromptTimeoutError' as const
  shortMessage: string
  constructor({ prompt, timeoutMs, cause }: { prompt: WalletPrompt; timeoutMs: number; cause?: unknown }) {
    const shortMessage = `The page did not ask the wallet for "${prompt}" within ${timeoutMs} ms.`
    super(shortMessage, { cause })
    this.shortMessage = shortMessage
  }
}
