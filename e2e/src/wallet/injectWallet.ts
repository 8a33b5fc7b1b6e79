import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { RpcAnswer } from './rpcRequest'
import type { TestWallet } from './TestWallet'

export const E2E_WALLET_NAME = 'E2E Wallet'
const E2E_WALLET_RDNS = 'dev.chaincard.e2e'

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Crect width='24' height='24' rx='6' fill='%236366f1'/%3E%3C/svg%3E"

type ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

/**
 * Puts `wallet` into every document the page loads, the way a browser extension does: an EIP-1193 provider
 * that announces itself over EIP-6963 (`eip6963:announceProvider`, again on every `eip6963:requestProvider`).
 * No `window.ethereum`: the app must find the wallet through EIP-6963 discovery. Requests cross to Node
 * through `page.exposeFunction` and come back as data, so error codes (4001...) survive the bridge.
 */
export async function injectWallet(page: Page, wallet: TestWallet): Promise<void> {
  await page.exposeFunction(
    '__e2eWalletRequest',
    (method: string, params: unknown): Promise<RpcAnswer> => wallet.handle(method, params),
  )
  const info: ProviderInfo = { uuid: randomUUID(), name: E2E_WALLET_NAME, icon: ICON, rdns: E2E_WALLET_RDNS }
  await page.addInitScript(installProvider, info)
  wallet.attach(async (event, payload) => {
    await page
      .evaluate(
        ([name, value]) =>
          (window as unknown as { __e2eWallet?: { emit(e: string, v: unknown): void } }).__e2eWallet?.emit(
            name as string,
            value,
          ),
        [event, payload] as const,
      )
      .catch(() => undefined)
  })
}

/** Runs inside the page, before its own scripts. Must not use anything from this module's scope. */
function installProvider(info: ProviderInfo): void {
  type Listener = (payload: unknown) => void
  type Bridge = (method: string, params: unknown) => Promise<RpcAnswer>
  const listeners = new Map<string, Set<Listener>>()
  const bridge = (window as unknown as { __e2eWalletRequest: Bridge }).__e2eWalletRequest

  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const answer = await bridge(method, params ?? [])
      if ('error' in answer) {
        const error = new Error(answer.error.message) as Error & { code: number; data?: unknown }
        error.code = answer.error.code
        if (answer.error.data !== undefined) error.data = answer.error.data
        throw error
      }
      return answer.result
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    off(event: string, listener: Listener) {
      return provider.removeListener(event, listener)
    },
  }

  Object.defineProperty(window, '__e2eWallet', {
    value: {
      emit(event: string, payload: unknown) {
        for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
      },
    },
  })

  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: { ...info }, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
