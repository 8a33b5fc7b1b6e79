import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import { cacheReferralCode, getCachedReferralCode } from '../../lib/referralCode'

function server(options: { check?: FakeReply | (() => Promise<FakeReply>); activate?: FakeReply } = {}) {
  let active = false
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': () => ({ body: { active } }),
    'GET /invitation/check': options.check ?? { body: { valid: true } },
    'POST /user/activate': () => {
      const reply = options.activate ?? { status: 204 }
      if ((reply.status ?? 200) < 300) active = true
      return reply
    },
    'POST /sign-out': { status: 204 },
  })
}

async function openInvitation() {
  const dialog = await screen.findByRole('dialog', { name: 'Invitation code' })
  return {
    dialog,
    input: within(dialog).getByLabelText('Invitation code'),
    confirm: within(dialog).getByRole('button', { name: 'Confirm' }),
  }
}

beforeEach(() => resetWallet())
afterEach(() => vi.unstubAllGlobals())

describe('InvitationInput', () => {
  it('opens for an inactive user without a cached code; Confirm is disabled when empty; whitespace is required', async () => {
    const user = userEvent.setup()
    connectFakeWallet()
    server()
    renderApp('/')
    const { input, confirm } = await openInvitation()
    expect(confirm).toBeDisabled()
    await user.type(input, '   ')
    expect(await screen.findByText('Invitation code is required.')).toBeInTheDocument()
    expect(confirm).toBeDisabled()
    await user.clear(input)
    await user.type(input, 'ABC')
    expect(screen.queryByText('Invitation code is required.')).toBeNull()
    expect(confirm).toBeEnabled()
  })

  it("'invalid code' shows the field error and keeps the modal open", async () => {
    const user = userEvent.setup()
    const bridge = connectFakeWallet()
    const api = server({ check: { status: 400, body: { code: 'invalid_code', message: 'invalid code' } } })
    renderApp('/')
    const { input, confirm, dialog } = await openInvitation()
    await user.type(input, ' NOPE ')
    await user.click(confirm)
    expect(await within(dialog).findByText('The invitation code is invalid.')).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(confirm).toBeDisabled()
    expect(api.calls.find((c) => c.path === '/invitation/check')?.url).toContain('code=NOPE')
    expect(api.count('POST /user/activate')).toBe(0)
    expect(bridge.disconnect).not.toHaveBeenCalled()
  })

  it("'reach limit' shows the limit note with the community link and keeps the input", async () => {
    const user = userEvent.setup()
    const bridge = connectFakeWallet()
    server({ check: { status: 400, body: { code: 'reach_limit', message: 'invitation code reach limit' } } })
    renderApp('/')
    const { input, confirm, dialog } = await openInvitation()
    await user.type(input, 'FULL1')
    await user.click(confirm)
    expect(await within(dialog).findByText(/All uses of this invitation code/)).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Join the community' })).toHaveAttribute('href')
    expect(input).toHaveValue('FULL1')
    expect(bridge.disconnect).not.toHaveBeenCalled()
  })

  it('any other error shows its translated sentence, never the server text; OK keeps the wallet', async () => {
    const user = userEvent.setup()
    const bridge = connectFakeWallet()
    const api = server({
      activate: { status: 409, body: { code: 'invalid_action', message: 'invalid action: already active' } },
    })
    const { router } = renderApp('/')
    const { input, confirm } = await openInvitation()
    await user.type(input, 'CODE1')
    await user.click(confirm)
    const alert = await screen.findByRole('dialog', { name: 'Invitation' })
    expect(alert).toHaveTextContent('This is not possible for this card or account right now.')
    expect(alert).not.toHaveTextContent('already active')
    await user.click(within(alert).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bridge.disconnect).not.toHaveBeenCalled()
    expect(api.count('POST /sign-out')).toBe(0)
    expect(router.state.location.pathname).toBe('/')
    // The way on is still there: the code can be tried again.
    await user.click(screen.getByRole('button', { name: 'I have a code' }))
    expect(await screen.findByRole('dialog', { name: 'Invitation code' })).toBeInTheDocument()
  })

  it('a code longer than any code says so in the field, before and after asking the server', async () => {
    const user = userEvent.setup()
    const api = server({
      check: { status: 400, body: { code: 'code_too_long', message: 'invalid code: too long' } },
    })
    connectFakeWallet()
    renderApp('/')
    const { input, confirm, dialog } = await openInvitation()
    await user.type(input, 'A'.repeat(33))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('That is longer than any invitation code')
    expect(confirm).toBeDisabled()
    expect(api.count('GET /invitation/check')).toBe(0)
    // A code of 32 characters goes to the server; its code_too_long answer gets the same sentence, not its text.
    await user.clear(input)
    await user.type(input, 'B'.repeat(32))
    await user.click(confirm)
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('That is longer than any invitation code'),
    )
    expect(dialog).not.toHaveTextContent('invalid code: too long')
  })

  it('success: checks, activates with the trimmed code, shows the success alert, clears the cached code', async () => {
    const user = userEvent.setup()
    const bridge = connectFakeWallet()
    let release: (reply: FakeReply) => void = () => undefined
    const api = server({ check: () => new Promise<FakeReply>((resolve) => (release = resolve)) })
    renderApp('/')
    const { input, confirm } = await openInvitation()
    await user.type(input, '  WELCOME ')
    await user.click(confirm)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled())
    release({ body: { valid: true } })
    const alert = await screen.findByRole('dialog', { name: 'Welcome' })
    expect(alert).toBeInTheDocument()
    expect(api.calls.find((c) => c.path === '/user/activate')?.body).toEqual({ code: 'WELCOME' })
    expect(screen.queryByRole('dialog', { name: 'Invitation code' })).toBeNull()
    // closing the success alert does not sign out; the user state was reloaded: the home button is My Card
    await user.click(within(alert).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'My Card' })).toHaveLength(2))
    expect(getCachedReferralCode()).toBeUndefined()
    expect(bridge.disconnect).not.toHaveBeenCalled()
  })

  it('closing the modal (Escape) keeps the person signed in, with how to get a code', async () => {
    const user = userEvent.setup()
    const bridge = connectFakeWallet()
    const api = server()
    renderApp('/')
    const { dialog } = await openInvitation()
    // The dialog itself already says how to get a code.
    expect(
      within(dialog).getByRole('heading', { name: 'No code? Here is how to get one' }),
    ).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bridge.disconnect).not.toHaveBeenCalled()
    expect(api.count('POST /sign-out')).toBe(0)
    const help = screen.getByTestId('no-code')
    expect(within(help).getByRole('heading', { name: 'No code? Here is how to get one' })).toBeInTheDocument()
    expect(help).toHaveTextContent('Ask a friend who has a Chaincard card')
    expect(within(help).getByRole('link', { name: 'Join the community chat' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    )
    await user.click(within(help).getByRole('button', { name: 'I have a code' }))
    expect(await screen.findByRole('dialog', { name: 'Invitation code' })).toBeInTheDocument()
  })

  it('the close button keeps the session as well', async () => {
    const user = userEvent.setup()
    const bridge = connectFakeWallet()
    const api = server()
    renderApp('/')
    const { dialog } = await openInvitation()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.getByTestId('no-code')).toBeInTheDocument())
    expect(api.count('POST /sign-out')).toBe(0)
    expect(bridge.disconnect).not.toHaveBeenCalled()
  })
})

describe('auto-activation with a cached referral code', () => {
  it('activates silently (no modal, no alert) and clears the cached code', async () => {
    cacheReferralCode('FRIEND42')
    connectFakeWallet()
    const api = server()
    renderApp('/')
    await waitFor(() => expect(api.count('POST /user/activate')).toBe(1))
    expect(api.calls.find((c) => c.path === '/user/activate')?.body).toEqual({ code: 'FRIEND42' })
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'My Card' })).toHaveLength(2))
    expect(getCachedReferralCode()).toBeUndefined()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("a refused referral code ('reach limit') opens the invitation input instead", async () => {
    cacheReferralCode('FULL1')
    connectFakeWallet()
    server({ activate: { status: 400, body: { code: 'reach_limit', message: 'reach limit' } } })
    renderApp('/')
    expect(await screen.findByRole('dialog', { name: 'Invitation code' })).toBeInTheDocument()
  })
})
