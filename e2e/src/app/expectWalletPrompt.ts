import type { Locator } from '@playwright/test'
import type { TestWallet } from '../wallet/TestWallet'
import type { WalletPrompt } from '../wallet/walletRequestKinds'

class PromptNeverCameError extends Error {
  override name = 'PromptNeverCameError' as const
  shortMessage: string
  constructor({ prompt, reason }: { prompt: WalletPrompt; reason: string }) {
    const shortMessage = `The app never asked the wallet for "${prompt}": ${reason}`
    super(shortMessage)
    this.shortMessage = shortMessage
  }
}

/**
 * Waits until the page asks the wallet for `prompt`, failing at once, with a message that says so, when the
 * app shows `failure` instead (e.g. TopUpFail opened before any transaction was proposed to the wallet).
 */
export async function expectWalletPrompt(
  wallet: TestWallet,
  prompt: WalletPrompt,
  failure: Locator,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (wallet.pendingCount(prompt) > 0) return
    if (await failure.isVisible()) {
      const text = (await failure.textContent())?.trim() ?? ''
      throw new PromptNeverCameError({ prompt, reason: `it showed "${text.slice(0, 200)}" first` })
    }
    if (Date.now() > deadline)
      throw new PromptNeverCameError({ prompt, reason: `nothing within ${timeoutMs} ms` })
    await new Promise((r) => setTimeout(r, 200))
  }
}
