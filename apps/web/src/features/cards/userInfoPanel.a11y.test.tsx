import { screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'

// The panel's list of terms is scanned by axe in Chromium while the invitation may still be loading (a slow
// machine): its placeholders and its error must be terms and descriptions too, not loose elements in the list.
async function listViolations(panel: HTMLElement) {
  const result = await axe.run(panel, { runOnly: ['definition-list', 'dlitem'] })
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

function server(invitation: FakeReply | (() => Promise<FakeReply>)) {
  installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: { cards: [], orders: [], leftCount: 2, cardProducts: [] } },
    'GET /user/state': { body: { state: 'normal' } },
    'GET /user/invitation': invitation,
    'GET /user/membership': { body: { enable: false, level: 0, rebate: '0', nextInfo: null } },
  })
}

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => vi.unstubAllGlobals())

describe('user info panel: a valid list of terms in every state', () => {
  it('while the invitation loads', async () => {
    server(() => new Promise<FakeReply>(() => undefined))
    renderApp('/card')
    const panel = await screen.findByRole('complementary', { name: 'My account' }, { timeout: 30_000 })
    await within(panel).findByRole('status', { name: 'Loading your cards' })
    expect(await listViolations(panel)).toEqual([])
  })

  it('when the invitation could not be read', async () => {
    server({ status: 500, body: { code: 'internal', message: 'internal error' } })
    renderApp('/card')
    const panel = await screen.findByRole('complementary', { name: 'My account' }, { timeout: 30_000 })
    await within(panel).findByText('Your account details could not be loaded.', {}, { timeout: 30_000 })
    expect(await listViolations(panel)).toEqual([])
  })
})
