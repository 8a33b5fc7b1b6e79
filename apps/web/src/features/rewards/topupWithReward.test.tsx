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
  it('any amount up to the balance: quick picks above it disabled, All fills it, 2.50 of 12.50 can go', async () => {
    const { api, user } = await openRedeem({
      'GET /reward/balance': { body: { rewardBalance: '12.50' } },
      'POST /card/c1/topup/redeem': { status: 204 },
    })
    const dialog = await screen.findByRole('dialog', { name: 'Top up with reward' })
    const pick = (name: string) => within(dialog).findByRole('button', { name })
    expect(await pick('10.00 USD')).toBeEnabled()
    expect(await pick('20.00 USD')).toBeDisabled()
    expect(within(dialog).getByTestId('options-note')).toHaveTextContent(
      'Any amount from 0.01 USD, up to 12.50 USD now.',
    )
    const amount = within(dialog).getByLabelText('Amount (USD)')
    const confirm = within(dialog).getByRole('button', { name: 'Top up' })
    expect(confirm).toBeDisabled()
    await user.type(amount, '12.51')
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Your reward balance is lower than that amount.',
    )
    expect(confirm).toBeDisabled()
    await user.clear(amount)
    await user.type(amount, '2.505')
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Use at most 2 decimals.')
    await user.clear(amount)
    await user.type(amount, '0')
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The smallest amount is 0.01 USD.')
    await user.click(within(dialog).getByRole('button', { name: 'All' }))
    expect(amount).toHaveValue('12.50')
    await user.clear(amount)
    await user.type(amount, '2.5')
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await user.click(confirm)
    expect(await screen.findByRole('dialog', { name: 'Top-up requested' })).toHaveTextContent('2.50 USD')
    expect(api.calls.find((c) => c.path === '/card/c1/topup/redeem')?.body).toEqual({ amount: '2.50' })
    expect(screen.queryByRole('dialog', { name: 'Top up with reward' })).toBeNull()
  })

  it('no more than the card can still take; German amounts with a comma', async () => {
    const user = userEvent.setup()
    const c = card('c1', { status: 'active', balance: '2990.00', pendingTopup: '5.00' })
    server({
      'GET /card/c1': { body: c },
      'GET /card': { body: { cards: [c], orders: [], leftCount: 1, cardProducts: [] } },
    })
    renderApp('/de/card/c1')
    const button = await screen.findByRole('button', { name: 'Mit Prämie aufladen' }, { timeout: 30_000 })
    await waitFor(() => expect(button).toBeEnabled())
    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Mit Prämie aufladen' })
    await user.click(await within(dialog).findByRole('button', { name: 'Alle' }))
    expect(within(dialog).getByLabelText('Betrag (USD)')).toHaveValue('5,00')
    await user.clear(within(dialog).getByLabelText('Betrag (USD)'))
    await user.type(within(dialog).getByLabelText('Betrag (USD)'), '5,01')
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Diese Karte kann höchstens noch 5,00 USD aufnehmen.',
    )
  })

  it('a refusal alerts with its translated sentence, not the server text, and keeps the modal', async () => {
    const { user } = await openRedeem({
      'POST /card/c1/topup/redeem': {
        status: 409,
        body: { code: 'insufficient_rewards', message: 'invalid action: not enough rewards' },
      },
    })
    const dialog = await screen.findByRole('dialog', { name: 'Top up with reward' })
    await user.click(await within(dialog).findByRole('button', { name: '10.00 USD' }))
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }))
    await waitFor(() =>
      expect(modalStore.getState().stack).toContainEqual(
        expect.objectContaining({ type: 'alert', messageKey: 'errors.insufficient_rewards' }),
      ),
    )
    expect(await screen.findByRole('dialog', { name: 'Top up with reward' })).toBeInTheDocument()
    expect(screen.queryByText(/not enough rewards/)).toBeNull()
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
