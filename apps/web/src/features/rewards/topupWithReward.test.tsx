import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { card, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import { modalStore } from '../../lib/modals/modalStore'

// The whole web suite shares 2 cores with other suites: give the lazy routes and queries room under load.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

function server(routes: Record<string, FakeHandler | FakeReply> = {}) {
  const c = card('c1', { status: 'active', balance: '5.00' })
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: { cards: [c], orders: [], leftCount: 1, cardProducts: [] } },
    'GET /card/c1': { body: c },
    'GET /user/state': { body: { state: 'normal' } },
    'GET /user/invitation': {
      body: { code: 'INVITE42', availableCount: 2, rewardBalance: '25.00', redemptionEnable: true },
    },
    'GET /card/c1/transaction': { body: { items: [], total: 0 } },
    'GET /card/c1/pending-transaction': { body: { items: [], total: 0 } },
    'GET /reward/balance': { body: { rewardBalance: '25.00' } },
    'GET /reward/redeemable-option': { body: { options: ['10.00', '20.00', '50.00', '100.00'] } },
    ...routes,
  })
}

async function openRedeem(routes: Record<string, FakeHandler | FakeReply> = {}) {
  const user = userEvent.setup()
  const api = server(routes)
  renderApp('/card/c1')
  const button = await screen.findByRole('button', { name: 'Top up with reward' }, { timeout: 30_000 })
  await waitFor(() => expect(button).toBeEnabled())
  await user.click(button)
  return { api, user }
}

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => vi.unstubAllGlobals())

describe('TopupWithReward (SPEC 5, 8)', () => {
  it('options above the reward balance are disabled; Confirm needs a choice; redeem posts the amount', async () => {
    const { api, user } = await openRedeem({ 'POST /card/c1/topup/redeem': { status: 204 } })
    const dialog = await screen.findByRole('dialog', { name: 'Top up with reward' })
    const option = (name: string) => within(dialog).findByRole('radio', { name })
    expect(await option('10.00 USD')).toBeEnabled()
    expect(await option('20.00 USD')).toBeEnabled()
    expect(await option('50.00 USD')).toBeDisabled()
    expect(await option('100.00 USD')).toBeDisabled()
    // Says why some are disabled (issue 21).
    expect(within(dialog).getByTestId('options-note')).toHaveTextContent(
      'Amounts above your reward balance cannot be chosen yet.',
    )
    const confirm = within(dialog).getByRole('button', { name: 'Top up' })
    expect(confirm).toBeDisabled()
    await user.click(await option('20.00 USD'))
    expect(confirm).toBeEnabled()
    await user.click(confirm)
    expect(await screen.findByRole('dialog', { name: 'Top-up requested' })).toHaveTextContent('20.00 USD')
    expect(api.calls.find((c) => c.path === '/card/c1/topup/redeem')?.body).toEqual({ amount: '20.00' })
    expect(screen.queryByRole('dialog', { name: 'Top up with reward' })).toBeNull()
    await waitFor(() => expect(api.count('GET /card/c1')).toBe(2))
  })

  it('a refusal alerts with the server message and keeps the modal', async () => {
    const { user } = await openRedeem({
      'POST /card/c1/topup/redeem': {
        status: 409,
        body: { code: 'invalid_action', message: 'not enough rewards' },
      },
    })
    const dialog = await screen.findByRole('dialog', { name: 'Top up with reward' })
    await user.click(await within(dialog).findByRole('radio', { name: '10.00 USD' }))
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }))
    await waitFor(() =>
      expect(modalStore.getState().stack).toContainEqual(
        expect.objectContaining({ type: 'alert', message: 'not enough rewards' }),
      ),
    )
    expect(modalStore.getState().stack.map((m) => m.type)).toContain('topupWithReward')
  })

  it('failing to load the options closes the modal', async () => {
    await openRedeem({
      'GET /reward/redeemable-option': { status: 503, body: { code: 'upstream_unavailable', message: 'x' } },
    })
    await waitFor(() =>
      expect(modalStore.getState().stack.map((m) => m.type)).not.toContain('topupWithReward'),
    )
    expect(screen.queryByRole('dialog', { name: 'Top up with reward' })).toBeNull()
  })
})
