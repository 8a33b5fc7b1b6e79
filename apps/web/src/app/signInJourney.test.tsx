import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeReply, installFakeApi, unauthorized } from '../../test/fakeApi'
import { SANDBOX_CONFIG } from '../../test/fixtures'
import { renderApp } from '../../test/renderApp'
import { connectFakeWallet, resetWallet, testAccount } from '../../test/wallet'
import { walletStore } from '../lib/wallet/walletStore'

// Sign-in without dead ends: the network is checked before any signature, sign-in resumes after the
// switch, every refusal is a sentence in the person's language, and OK never disconnects the wallet.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 60_000 })

function server(
  auth: () => FakeReply = () => ({
    body: { address: testAccount.address, expiresAt: '2026-12-01T00:00:00.000Z' },
  }),
) {
  let session = false
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'POST /nonce': { body: { nonce: 'abcdefgh12345678' } },
    'POST /auth': () => {
      const reply = auth()
      if ((reply.status ?? 200) < 300) session = true
      return reply
    },
    'GET /state': () => (session ? { body: { active: true } } : unauthorized),
    'POST /sign-out': { status: 204 },
  })
}

beforeEach(() => resetWallet())
afterEach(() => vi.unstubAllGlobals())

describe('sign-in on a network the site does not support', () => {
  it('asks for no signature; the switch-network state has its button, and sign-in resumes after the switch', async () => {
    const user = userEvent.setup()
    const bridge = connectFakeWallet({ chainId: 1 })
    const api = server()
    renderApp('/')
    const dialog = await screen.findByRole('dialog', { name: 'Switch network' })
    expect(dialog).toHaveTextContent('Switch to one of the networks below to sign in')
    expect(within(dialog).getByTestId('current-network')).toHaveTextContent('network 1')
    // The home page says the same (the dialog's and the page's sentence), with its own button.
    expect(screen.getAllByText(/Switch to one of the networks below to sign in/)).toHaveLength(2)
    expect(bridge.signMessage).not.toHaveBeenCalled()
    expect(api.count('POST /nonce')).toBe(0)

    await user.click(within(dialog).getByRole('button', { name: 'Sandbox' }))
    expect(bridge.switchChain).toHaveBeenCalledWith(31337)
    await waitFor(() => expect(bridge.signMessage).toHaveBeenCalledTimes(1))
    expect(await screen.findAllByRole('link', { name: 'My Card' })).not.toHaveLength(0)
    expect(screen.queryByRole('dialog', { name: 'Switch network' })).toBeNull()
    expect(bridge.disconnect).not.toHaveBeenCalled()
    expect(api.count('POST /auth')).toBe(1)
  })

  it('closing the dialog keeps sign-in waiting; a switch made in the wallet resumes it', async () => {
    const user = userEvent.setup()
    const bridge = connectFakeWallet({ chainId: 1 })
    server()
    renderApp('/')
    await screen.findByRole('dialog', { name: 'Switch network' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The home page's Switch network button opens it again.
    await user.click(screen.getByRole('button', { name: 'Switch network' }))
    expect(await screen.findByRole('dialog', { name: 'Switch network' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(bridge.signMessage).not.toHaveBeenCalled()
    // The person switches in the wallet itself.
    walletStore.setState({ chainId: 31337 })
    await waitFor(() => expect(bridge.signMessage).toHaveBeenCalledTimes(1))
    expect(await screen.findAllByRole('link', { name: 'My Card' })).not.toHaveLength(0)
    expect(bridge.disconnect).not.toHaveBeenCalled()
  })
})

describe('a refused sign-in is a sentence with a next step', () => {
  it.each([
    ['sign_in_domain_mismatch', 'The sign-in request was made for another website.'],
    ['sign_in_chain_not_enabled', 'Your wallet signed for a network we do not support.'],
    ['sign_in_expired', 'The sign-in request expired.'],
    ['sign_in_signature_invalid', 'The signature does not match the connected account.'],
  ])(
    '%s: its own sentence under Sign-in, never the server text; OK keeps the wallet; Try again signs in',
    async (code, sentence) => {
      const user = userEvent.setup()
      const bridge = connectFakeWallet()
      let refuse = true
      const api = server(() =>
        refuse
          ? { status: 401, body: { code, message: 'unauthorized: domain is not this site' } }
          : { body: { address: testAccount.address, expiresAt: '2026-12-01T00:00:00.000Z' } },
      )
      renderApp('/')
      const alert = await screen.findByRole('dialog', { name: 'Sign-in' })
      expect(alert).toHaveTextContent(sentence)
      expect(alert).not.toHaveTextContent('unauthorized')
      expect(screen.queryByRole('dialog', { name: 'Invitation' })).toBeNull()
      await user.click(within(alert).getByRole('button', { name: 'OK' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(bridge.disconnect).not.toHaveBeenCalled()
      expect(api.count('POST /sign-out')).toBe(0)
      expect(walletStore.getState().status).toBe('connected')

      // The other way on: Try again signs in again.
      refuse = true
      api.calls.length = 0
      const { openModal } = await import('../lib/modals/modalStore')
      const { runActivationRule } = await import('../features/invitation/api/runActivationRule')
      void runActivationRule(testAccount.address)
      const again = await screen.findByRole('dialog', { name: 'Sign-in' })
      refuse = false
      await user.click(within(again).getByRole('button', { name: 'Try again' }))
      expect(await screen.findAllByRole('link', { name: 'My Card' })).not.toHaveLength(0)
      expect(bridge.signMessage.mock.calls.length).toBeGreaterThanOrEqual(3)
      void openModal
    },
  )
})
