import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../test/fakeApi'
import { PRODUCTION_CONFIG, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { resetWallet } from '../../../test/wallet'
import { hadPreviousConnection } from '../../lib/wallet/hadPreviousConnection'
import { walletStore } from '../../lib/wallet/walletStore'
import type { AppConfig } from '../../types/api'
import { SANDBOX_ACCOUNT } from './api/createWagmiConfig'

function server(config: AppConfig) {
  return installFakeApi({
    'GET /config': { body: config },
    'GET /state': { body: { active: true } },
  })
}

async function openWalletModal(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1 })
  await user.click(screen.getAllByRole('button', { name: 'Connect wallet' })[0] as HTMLElement)
  return screen.findByRole('dialog', { name: 'Connect a wallet' })
}

/** An installed wallet as a browser extension announces itself (EIP-6963), at the provider boundary. */
function announceWallet(name: string) {
  const provider = { request: vi.fn(async () => []), on: vi.fn(), removeListener: vi.fn() }
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({
          info: {
            uuid: crypto.randomUUID(),
            name,
            icon: 'data:image/svg+xml,<svg/>',
            rdns: 'io.example.wallet',
          },
          provider,
        }),
      }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}

beforeEach(() => resetWallet())
afterEach(() => vi.unstubAllGlobals())

describe('wallet modal (real wagmi runtime)', () => {
  it('no wallet installed: shows the install link and the mobile note, no sandbox wallet outside sandbox', async () => {
    const user = userEvent.setup()
    server(PRODUCTION_CONFIG)
    renderApp('/')
    const dialog = await openWalletModal(user)
    expect(await within(dialog).findByRole('link', { name: 'Install a wallet' })).toHaveAttribute('href')
    expect(within(dialog).getByText('No wallet was found in this browser.')).toBeInTheDocument()
    expect(within(dialog).getByText(/open this site in the browser of your wallet app/)).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /Sandbox wallet/ })).toBeNull()
  })

  it('sandbox mode lists the Sandbox wallet; choosing it connects anvil account 0', async () => {
    const user = userEvent.setup()
    server(SANDBOX_CONFIG)
    renderApp('/')
    const dialog = await openWalletModal(user)
    expect(within(dialog).getByRole('button', { name: 'Sandbox' })).toHaveAttribute('aria-pressed', 'true')
    const sandbox = await within(dialog).findByRole('button', { name: /Sandbox wallet/ })
    expect(within(dialog).getByRole('link', { name: 'Install a wallet' })).toBeInTheDocument()
    await user.click(sandbox)
    await waitFor(() => expect(walletStore.getState().status).toBe('connected'))
    expect(walletStore.getState().address).toBe(SANDBOX_ACCOUNT)
    expect(walletStore.getState().chainId).toBe(31337)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Connect a wallet' })).toBeNull())
    expect(await screen.findByRole('button', { name: '0xf39…2266 (Account)' })).toHaveTextContent(
      '0xf39…2266',
    )
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull()
  })

  it('lists wallets announced through EIP-6963 and then hides the install link', async () => {
    const user = userEvent.setup()
    const stop = announceWallet('Example Wallet')
    try {
      server(PRODUCTION_CONFIG)
      renderApp('/')
      const dialog = await openWalletModal(user)
      expect(await within(dialog).findByRole('button', { name: /Example Wallet/ })).toBeInTheDocument()
      expect(within(dialog).queryByRole('link', { name: 'Install a wallet' })).toBeNull()
    } finally {
      stop()
    }
  })

  it('traps focus, closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup()
    server(SANDBOX_CONFIG)
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    const opener = screen.getAllByRole('button', { name: 'Connect wallet' })[0] as HTMLElement
    opener.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    await within(dialog).findByRole('button', { name: /Sandbox wallet/ })
    for (let i = 0; i < 12; i += 1) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })
})

describe('sandbox wallet session across visits', () => {
  it('a reload reconnects the sandbox wallet; Logout forgets it', async () => {
    const user = userEvent.setup()
    const api = installFakeApi({
      'GET /config': { body: SANDBOX_CONFIG },
      'GET /state': { body: { active: true } },
      'POST /sign-out': { status: 204 },
    })
    const first = renderApp('/')
    const dialog = await openWalletModal(user)
    await user.click(await within(dialog).findByRole('button', { name: /Sandbox wallet/ }))
    await waitFor(() => expect(walletStore.getState().status).toBe('connected'))
    expect(hadPreviousConnection()).toBe(true)
    first.unmount()

    resetWallet()
    const second = renderApp('/')
    await waitFor(() => expect(walletStore.getState().status).toBe('connected'))
    expect(walletStore.getState().address).toBe(SANDBOX_ACCOUNT)
    await user.click(await screen.findByRole('button', { name: '0xf39…2266 (Account)' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    await waitFor(() => expect(walletStore.getState().status).toBe('disconnected'))
    expect(api.count('POST /sign-out')).toBe(1)
    expect(hadPreviousConnection()).toBe(false)
    second.unmount()
  })
})
