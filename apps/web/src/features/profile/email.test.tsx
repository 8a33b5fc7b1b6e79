import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { card, cardList, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'

configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

function server(routes: Record<string, FakeHandler | FakeReply>) {
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: { ...cardList([]), cards: [card('c1')] } },
    'GET /user/state': { body: { state: 'normal' } },
    'GET /user/sessions': { body: { sessions: [] } },
    ...routes,
  })
}

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('profile: e-mail notifications', () => {
  it('an unverified address offers a new link; a second one within a minute is said to be too soon', async () => {
    let sent = 0
    const api = server({
      'GET /mail/status': { body: { email: 'jane@example.com', verified: false } },
      'POST /mail/verification': () =>
        ++sent === 1
          ? { status: 204 }
          : { status: 429, body: { code: 'rate_limited', message: 'too many requests' } },
    })
    renderApp('/profile')
    const section = await screen.findByRole('region', { name: 'E-mail notifications' }, { timeout: 30_000 })
    expect(section).toHaveTextContent('jane@example.com is not verified yet')
    const user = userEvent.setup()
    await user.click(within(section).getByRole('button', { name: 'Send a new link' }))
    expect(await within(section).findByRole('status')).toHaveTextContent('A new link is on its way.')
    await user.click(within(section).getByRole('button', { name: 'Send a new link' }))
    expect(await within(section).findByText(/less than a minute ago/)).toBeInTheDocument()
    expect(api.count('POST /mail/verification')).toBe(2)
  })

  it('a verified address, in German, has no button', async () => {
    server({ 'GET /mail/status': { body: { email: 'anna@example.de', verified: true } } })
    renderApp('/de/profile')
    const section = await screen.findByRole(
      'region',
      { name: 'Benachrichtigungen per E-Mail' },
      { timeout: 30_000 },
    )
    expect(section).toHaveTextContent('anna@example.de ist bestätigt')
    expect(within(section).queryByRole('button')).toBeNull()
  })
})
