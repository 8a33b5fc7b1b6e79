import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { card, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import type { Card } from '../../types/api'

// The whole web suite shares 2 cores with other suites: give the lazy routes and queries room under load.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

function server(getStatus: () => Card['status'], routes: Record<string, FakeHandler | FakeReply> = {}) {
  const current = () => card('o1', { status: getStatus() })
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': () => ({ body: { cards: [], orders: [current()], leftCount: 1, cardProducts: [] } }),
    'GET /card/o1': () => ({ body: current() }),
    'GET /user/state': { body: { state: 'normal' } },
    'GET /user/invitation': {
      body: { code: 'INVITE42', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
    },
    'GET /card/o1/transaction': { body: { items: [], total: 0 } },
    'GET /card/o1/pending-transaction': { body: { items: [], total: 0 } },
    ...routes,
  })
}

/** The card page of a paid order: the contact form opens by itself, the next step. */
async function openForm(api: ReturnType<typeof server>) {
  const user = userEvent.setup()
  renderApp('/card/o1')
  const dialog = await screen.findByRole('dialog', { name: 'Contact information' }, { timeout: 30_000 })
  return { user, dialog, api }
}

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('ApplicationPending: the contact form (SPEC 5)', () => {
  it('Confirm is disabled until every field is filled; domain validation errors per field; nothing sent', async () => {
    const { user, dialog, api } = await openForm(server(() => 'application_required'))
    const submit = within(dialog).getByRole('button', { name: 'Submit' })
    expect(submit).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email')
    await user.type(within(dialog).getByLabelText('Calling code'), '+1')
    await user.type(within(dialog).getByLabelText('Phone number'), '123')
    expect(submit).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Your name'), '   ')
    expect(submit).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Your name'), 'J0hn')
    expect(submit).toBeEnabled()
    await user.click(submit)
    expect(within(dialog).getByText('Invalid email')).toBeInTheDocument()
    expect(within(dialog).getByText('Invalid phone')).toBeInTheDocument()
    expect(within(dialog).getByText(/Use letters, spaces, hyphens or apostrophes/)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(api.count('POST /order/o1/info')).toBe(0)
  })

  it('says applying accepts the Terms and the Privacy notice, each link opening in a new tab', async () => {
    const { dialog } = await openForm(
      server(() => 'application_required', {
        'GET /config': {
          body: {
            ...SANDBOX_CONFIG,
            legal: {
              ...SANDBOX_CONFIG.legal,
              privacy: { kind: 'url', url: 'https://cards.example.com/privacy' },
            },
          },
        },
      }),
    )
    expect(within(dialog).getByText(/By applying you accept the/)).toHaveTextContent(
      'By applying you accept the Terms and the Privacy notice.',
    )
    const terms = within(dialog).getByRole('link', { name: 'Terms' })
    expect(terms).toHaveAttribute('href', '/legal/terms')
    expect(terms).toHaveAttribute('target', '_blank')
    const privacy = within(dialog).getByRole('link', { name: 'Privacy notice' })
    expect(privacy).toHaveAttribute('href', 'https://cards.example.com/privacy')
    expect(privacy).toHaveAttribute('target', '_blank')
  })

  it('opens by itself on a paid order, once per visit; closed, Activate opens it again', async () => {
    const user = userEvent.setup()
    server(() => 'application_required')
    renderApp('/card/o1')
    const dialog = await screen.findByRole('dialog', { name: 'Contact information' }, { timeout: 30_000 })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    // Not again by itself while the person stays on the page (the card reloads on focus and every 5 s).
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByRole('dialog', { name: 'Contact information' })).toBeNull()
    await user.click(await screen.findByRole('button', { name: 'Activate' }))
    expect(await screen.findByRole('dialog', { name: 'Contact information' })).toBeInTheDocument()
  })

  it('a refusal shows its translated sentence, never the server text, or "Please contact service support."', async () => {
    let reply: FakeReply = { status: 500, raw: 'x' }
    const { user, dialog } = await openForm(
      server(() => 'application_required', { 'POST /order/o1/info': () => reply }),
    )
    const api = { setReply: (next: FakeReply) => (reply = next) }
    await user.type(within(dialog).getByLabelText('Email'), 'jane@example.com')
    await user.type(within(dialog).getByLabelText('Calling code'), '1')
    await user.type(within(dialog).getByLabelText('Phone number'), '2015550123')
    await user.type(within(dialog).getByLabelText('Your name'), 'Jane Doe')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('dialog', { name: 'Application' })).toHaveTextContent(
      'Please contact service support.',
    )
    await user.click(screen.getByRole('button', { name: 'OK' }))
    await user.clear(within(dialog).getByLabelText('Your name'))
    await user.type(within(dialog).getByLabelText('Your name'), 'Jane Roe')
    api.setReply({
      status: 409,
      body: { code: 'invalid_action', message: 'order is not awaiting an application' },
    })
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    const alert = await screen.findByRole('dialog', { name: 'Application' })
    expect(alert).toHaveTextContent('This is not possible for this card or account right now.')
    expect(alert).not.toHaveTextContent('order is not awaiting')
  })

  it('says what is happening while it waits (a spinner for 30 s), and Check now asks at once', async () => {
    const api = server(() => 'application_processing', {})
    const { openModal } = await import('../../lib/modals/modalStore')
    renderApp('/card/o1')
    await screen.findByTestId('card-actions', {}, { timeout: 30_000 })
    openModal({ type: 'applicationProcessing', cardId: 'o1' })
    const dialog = await screen.findByRole('dialog', { name: 'Application processing' })
    expect(dialog).toHaveTextContent('The issuer is reviewing your details')
    expect(within(dialog).getByRole('list', { name: 'Your application' })).toBeInTheDocument()
    expect(await within(dialog).findByTestId('application-check')).toHaveTextContent(
      /Last checked at .+\. Next check in \d+ s\./,
    )
    expect(within(dialog).queryByText('Loading…')).toBeNull()
    const before = api.count('GET /card/o1')
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Check now' }))
    await waitFor(() => expect(api.count('GET /card/o1')).toBe(before + 1))
  })
})

describe('ApplicationProcessing: polls every 30 s until active (SPEC 4, 9)', () => {
  it('submits, opens processing, polls the card every 30 s, then says the details are ready and stops', async () => {
    let status: Card['status'] = 'application_required'
    const api = server(() => status, {
      'POST /order/o1/info': () => {
        status = 'application_processing'
        return { status: 204 }
      },
    })
    const { user, dialog } = await openForm(api)
    await user.type(within(dialog).getByLabelText('Email'), ' jane@example.com ')
    await user.type(within(dialog).getByLabelText('Calling code'), '+44')
    await user.type(within(dialog).getByLabelText('Phone number'), '7911123456')
    await user.type(within(dialog).getByLabelText('Your name'), ' Jane Doe ')
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('dialog', { name: 'Application processing' })).toBeInTheDocument()
    expect(api.calls.find((c) => c.path === '/order/o1/info')?.body).toEqual({
      email: 'jane@example.com',
      phone: { callingCode: '44', phoneNumber: '7911123456' },
      displayName: 'Jane Doe',
      language: 'en',
    })
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull())
    const polls = () => api.count('GET /card/o1')
    const before = polls()
    await act(async () => vi.advanceTimersByTime(29_000))
    expect(polls()).toBe(before)
    await act(async () => vi.advanceTimersByTime(1_000))
    await waitFor(() => expect(polls()).toBe(before + 1))
    await act(async () => vi.advanceTimersByTime(30_000))
    await waitFor(() => expect(polls()).toBe(before + 2))
    status = 'waiting_to_get'
    await act(async () => vi.advanceTimersByTime(30_000))
    const ready = await screen.findByRole('dialog', { name: 'Your card details are ready' })
    // Nothing on the card yet: the next step is a top-up, not "ready to use".
    expect(within(ready).getByTestId('ready-next-step')).toHaveTextContent(
      'Top up the card to start using it.',
    )
    expect(ready).not.toHaveTextContent('ready to use')
    const done = polls()
    await act(async () => vi.advanceTimersByTime(120_000))
    expect(polls()).toBe(done)
    vi.useRealTimers()
    await user.click(screen.getByRole('button', { name: 'View my card' }))
    expect(await screen.findByRole('button', { name: 'Check card details' })).toBeInTheDocument()
  })

  it('with the first top-up still pending, says when it becomes spendable and what is over the maximum', async () => {
    const spendableAt = '2026-11-26T10:31:00.000Z'
    installFakeApi({
      'GET /config': { body: SANDBOX_CONFIG },
      'GET /state': { body: { active: true } },
      'GET /user/state': { body: { state: 'normal' } },
      'GET /card/o1': { body: card('o1', { status: 'waiting_to_get', pendingTopup: '3100.00' }) },
      'GET /card/o1/pending-topup': {
        body: {
          pendingTopup: '3100.00',
          balanceUpper: '3000.00',
          fits: '3000.00',
          overMaximum: '100.00',
          movable: '100.00',
          spendableAt,
          settles: true,
          credits: [],
          refunds: [],
        },
      },
    })
    const { openModal } = await import('../../lib/modals/modalStore')
    renderApp('/')
    openModal({ type: 'applicationProcessing', cardId: 'o1' })
    const ready = await screen.findByRole('dialog', { name: 'Your card details are ready' })
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(spendableAt),
    )
    await waitFor(() =>
      expect(within(ready).getByTestId('ready-next-step')).toHaveTextContent(
        `Your top-up of 3,000.00 USD becomes spendable on ${date}.`,
      ),
    )
    expect(within(ready).getByTestId('ready-next-step')).toHaveTextContent(
      '100.00 USD is above the card maximum',
    )
  })
})
