import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { card, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import type { Card } from '../../types/api'

// The web suite shares 2 cores with other suites: give the lazy routes and queries room under load.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

const CHALLENGE_ID = '6f1c2b9e-3d4a-4b5c-8e7f-0a1b2c3d4e5f'

function challenge(overrides: Record<string, string> = {}) {
  return {
    id: CHALLENGE_ID,
    merchantName: 'Coffee Shop',
    amount: '1234.50',
    currency: 'USD',
    expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    ...overrides,
  }
}

type Routes = Record<string, FakeHandler | FakeReply>

/** The API of one card `c1` at the fetch boundary, with `routes` for the challenge. */
function server(c: Card, routes: Routes = {}, userState = 'normal') {
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: { cards: [c], orders: [], leftCount: 1, cardProducts: [] } },
    [`GET /card/${c.id}`]: { body: c },
    'GET /user/state': { body: { state: userState } },
    'GET /user/invitation': {
      body: { code: 'ABCD1234', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
    },
    [`GET /card/${c.id}/transaction`]: { body: { items: [], total: 0 } },
    [`GET /card/${c.id}/pending-transaction`]: { body: { items: [], total: 0 } },
    [`GET /card/${c.id}/challenge`]: { body: 'OK' },
    ...routes,
  })
}

const answerRoute = `POST /card/c1/challenge/${CHALLENGE_ID}`

/** A server whose challenge is pending until answered (then "OK"), and whose answer route is `answer`. */
function pendingServer(answer: FakeHandler, pending = challenge()) {
  let open = true
  const api = server(card('c1'), {
    'GET /card/c1/challenge': () => ({ body: open ? pending : 'OK' }),
    [answerRoute]: async (call) => {
      const reply = await answer(call)
      if ((reply.status ?? 200) < 300) open = false
      return reply
    },
  })
  return api
}

function prompt(name = 'Confirm a purchase') {
  return screen.findByRole('region', { name }, { timeout: 30_000 })
}

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('3DS challenge on the card detail page', () => {
  it('no challenge: asks the server, shows nothing', async () => {
    const api = server(card('c1'))
    renderApp('/card/c1')
    await screen.findByTestId('card-actions', {}, { timeout: 30_000 })
    await waitFor(() => expect(api.count('GET /card/c1/challenge')).toBeGreaterThan(0))
    expect(screen.queryByRole('region', { name: 'Confirm a purchase' })).toBeNull()
    expect(screen.queryByTestId('card-challenge')).toBeNull()
  })

  it('a pending challenge: the question with the amount in English notation, a countdown, two buttons', async () => {
    pendingServer(() => ({ status: 204 }))
    renderApp('/card/c1')
    const region = await prompt()
    expect(region).toHaveTextContent('Approve 1,234.50 USD at Coffee Shop?')
    expect(within(region).getByTestId('challenge-countdown')).toHaveTextContent(/^Expires in [45]:\d\d$/)
    expect(within(region).getByRole('button', { name: 'Approve' })).toBeEnabled()
    expect(within(region).getByRole('button', { name: 'Decline' })).toBeEnabled()
  })

  it('in German: the amount in German notation, German buttons', async () => {
    pendingServer(() => ({ status: 204 }))
    renderApp('/de/card/c1')
    const region = await prompt('Kauf bestätigen')
    expect(region).toHaveTextContent('1.234,50 USD bei Coffee Shop genehmigen?')
    expect(within(region).getByRole('button', { name: 'Genehmigen' })).toBeInTheDocument()
    expect(within(region).getByRole('button', { name: 'Ablehnen' })).toBeInTheDocument()
  })

  it('approve: a double click sends one answer, the buttons wait for it, then it says so and reloads the card', async () => {
    const user = userEvent.setup()
    let release: () => void = () => undefined
    const api = pendingServer(
      () => new Promise<FakeReply>((resolve) => (release = () => resolve({ status: 204 }))),
    )
    renderApp('/card/c1')
    const region = await prompt()
    await waitFor(() => expect(api.count('GET /card/c1/transaction')).toBe(1))
    const cardLoads = api.count('GET /card/c1')

    await user.dblClick(within(region).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Approve' })).toBeDisabled())
    expect(within(region).getByRole('button', { name: 'Decline' })).toBeDisabled()
    expect(region).toHaveTextContent('Sending your answer…')
    await user.click(within(region).getByRole('button', { name: 'Decline' }))
    release()

    expect(await within(region).findByTestId('challenge-outcome')).toHaveTextContent(
      'You approved 1,234.50 USD at Coffee Shop.',
    )
    expect(api.count(answerRoute)).toBe(1)
    expect(api.calls.find((c) => `${c.method} ${c.path}` === answerRoute)?.body).toEqual({
      answer: 'approve',
    })
    expect(within(region).queryByRole('button', { name: 'Approve' })).toBeNull()
    // the card (its balance) and its history load again
    await waitFor(() => expect(api.count('GET /card/c1')).toBeGreaterThan(cardLoads))
    await waitFor(() => expect(api.count('GET /card/c1/transaction')).toBe(2))
    // the server now answers "OK": the outcome stays until dismissed
    const polls = api.count('GET /card/c1/challenge')
    await waitFor(() => expect(api.count('GET /card/c1/challenge')).toBeGreaterThan(polls))
    expect(within(region).getByTestId('challenge-outcome')).toHaveTextContent('You approved')
    await user.click(within(region).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('region', { name: 'Confirm a purchase' })).toBeNull()
  })

  it('decline from the keyboard: sends decline, says the purchase will not go through, the focus moves there', async () => {
    const user = userEvent.setup()
    const api = pendingServer(() => ({ status: 204 }))
    renderApp('/card/c1')
    const region = await prompt()
    within(region).getByRole('button', { name: 'Decline' }).focus()
    await user.keyboard('{Enter}')
    const outcome = await within(region).findByTestId('challenge-outcome')
    expect(outcome).toHaveTextContent(
      'You declined 1,234.50 USD at Coffee Shop. The purchase will not go through.',
    )
    await waitFor(() => expect(outcome).toHaveFocus())
    expect(api.calls.filter((c) => `${c.method} ${c.path}` === answerRoute).map((c) => c.body)).toEqual([
      { answer: 'decline' },
    ])
  })

  it('the countdown reaches 0: the request expired, the buttons go away, nothing is sent', async () => {
    const expiresAt = new Date(Date.now() + 4_000).toISOString()
    const api = server(card('c1'), {
      'GET /card/c1/challenge': () => ({
        body: Date.now() < Date.parse(expiresAt) ? challenge({ expiresAt }) : 'OK',
      }),
    })
    renderApp('/card/c1')
    const region = await prompt()
    expect(await within(region).findByTestId('challenge-outcome', {}, { timeout: 15_000 })).toHaveTextContent(
      'The request to approve 1,234.50 USD at Coffee Shop has expired and can no longer be answered.',
    )
    expect(within(region).queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(within(region).queryByRole('button', { name: 'Decline' })).toBeNull()
    // the server's "OK" afterwards leaves the sentence in place
    const polls = api.count('GET /card/c1/challenge')
    await waitFor(() => expect(api.count('GET /card/c1/challenge')).toBeGreaterThan(polls))
    expect(within(region).getByTestId('challenge-outcome')).toHaveTextContent('has expired')
    expect(api.count(answerRoute)).toBe(0)
  })

  describe('each refusal has its own sentence', () => {
    const cases: [string, FakeHandler, string, { final: boolean }][] = [
      [
        'already answered or expired (409)',
        () => ({
          status: 409,
          body: {
            code: 'invalid_action',
            message: 'invalid action: the challenge was already answered or has expired',
          },
        }),
        'This request was already answered or has expired: your answer was not recorded.',
        { final: true },
      ],
      [
        'a user who may not answer (409)',
        () => ({
          status: 409,
          body: {
            code: 'invalid_action',
            message: 'invalid action: 3DS challenges are not available for this user',
            details: { kind: 'user_state' },
          },
        }),
        'Your account cannot answer purchase requests at the moment.',
        { final: true },
      ],
      [
        'unknown challenge (404)',
        () => ({ status: 404, body: { code: 'not_found', message: 'not found: no such challenge' } }),
        'This request no longer exists on this card.',
        { final: true },
      ],
      [
        'the issuer did not take it (503)',
        () => ({
          status: 503,
          body: {
            code: 'upstream_unavailable',
            message: 'upstream unavailable: the card issuer did not take the answer',
          },
        }),
        'The card issuer did not receive your answer. Please try again.',
        { final: false },
      ],
      [
        'rate limited (429)',
        () => ({ status: 429, body: { code: 'rate_limited', message: 'rate limited' } }),
        'Too many requests in a short time.',
        { final: false },
      ],
      [
        'no connection',
        () => {
          throw new TypeError('Failed to fetch')
        },
        'Your answer could not be sent. Check your internet connection and try again.',
        { final: false },
      ],
      [
        'a server failure (500)',
        () => ({ status: 500, body: { code: 'internal', message: 'internal error' } }),
        'The server could not record your answer. Please try again.',
        { final: false },
      ],
    ]
    for (const [name, reply, sentence, { final }] of cases) {
      it(name, async () => {
        const user = userEvent.setup()
        const api = pendingServer(reply)
        renderApp('/card/c1')
        const region = await prompt()
        await user.click(within(region).getByRole('button', { name: 'Approve' }))
        await waitFor(() => expect(region).toHaveTextContent(sentence))
        expect(region).not.toHaveTextContent(/oops/i)
        expect(api.count(answerRoute)).toBe(1)
        if (final) {
          expect(within(region).queryByRole('button', { name: 'Approve' })).toBeNull()
        } else {
          // the challenge is still pending: answering again is allowed
          const approve = within(region).getByRole('button', { name: 'Approve' })
          await waitFor(() => expect(approve).toBeEnabled())
          expect(within(region).getByTestId('challenge-error')).toHaveTextContent(sentence)
        }
      })
    }

    it('after the issuer failed, a second try goes through', async () => {
      const user = userEvent.setup()
      let tries = 0
      const api = pendingServer(() =>
        ++tries === 1
          ? { status: 503, body: { code: 'upstream_unavailable', message: 'upstream unavailable' } }
          : { status: 204 },
      )
      renderApp('/card/c1')
      const region = await prompt()
      await user.click(within(region).getByRole('button', { name: 'Approve' }))
      await within(region).findByTestId('challenge-error')
      await user.click(within(region).getByRole('button', { name: 'Approve' }))
      expect(await within(region).findByTestId('challenge-outcome')).toHaveTextContent('You approved')
      expect(api.count(answerRoute)).toBe(2)
    })
  })

  it('a challenge arriving while the page is open appears without a reload', async () => {
    let pending: unknown = 'OK'
    const api = server(card('c1'), { 'GET /card/c1/challenge': () => ({ body: pending }) })
    renderApp('/card/c1')
    await screen.findByTestId('card-actions', {}, { timeout: 30_000 })
    await waitFor(() => expect(api.count('GET /card/c1/challenge')).toBe(1))
    pending = challenge({ merchantName: 'Night Train', amount: '7.00' })
    expect(await prompt()).toHaveTextContent('Approve 7.00 USD at Night Train?')
  })

  it('asked again at once when the window gets the focus back', async () => {
    const api = server(card('c1'))
    renderApp('/card/c1')
    await screen.findByTestId('card-actions', {}, { timeout: 30_000 })
    await waitFor(() => expect(api.count('GET /card/c1/challenge')).toBe(1))
    window.dispatchEvent(new Event('focus'))
    // well before the next poll (3 s)
    await waitFor(() => expect(api.count('GET /card/c1/challenge')).toBe(2), { timeout: 1_000 })
  })

  it('no polling while the page is hidden; asked again when it is visible', async () => {
    const api = server(card('c1'))
    renderApp('/card/c1')
    await screen.findByTestId('card-actions', {}, { timeout: 30_000 })
    await waitFor(() => expect(api.count('GET /card/c1/challenge')).toBe(1))
    // TanStack Query's focus manager reads document.visibilityState on window's visibilitychange.
    let visibility: DocumentVisibilityState = 'hidden'
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
    try {
      window.dispatchEvent(new Event('visibilitychange'))
      const hiddenAt = api.count('GET /card/c1/challenge')
      await new Promise((resolve) => setTimeout(resolve, 4_000))
      expect(api.count('GET /card/c1/challenge')).toBe(hiddenAt)
      visibility = 'visible'
      window.dispatchEvent(new Event('visibilitychange'))
      await waitFor(() => expect(api.count('GET /card/c1/challenge')).toBeGreaterThan(hiddenAt))
    } finally {
      Reflect.deleteProperty(document, 'visibilityState')
    }
  })

  it('not asked for on a locked card, nor for a blocked user (the Get OTP rule)', async () => {
    let api = server(card('c1', { status: 'locked', supported: ['lock'] }))
    const view = renderApp('/card/c1')
    await screen.findByTestId('card-actions', {}, { timeout: 30_000 })
    await waitFor(() => expect(api.count('GET /card/c1/transaction')).toBe(1))
    expect(api.count('GET /card/c1/challenge')).toBe(0)
    view.unmount()

    api = server(card('c1'), {}, 'blocked')
    renderApp('/card/c1')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get OTP' })).toBeDisabled(), {
      timeout: 30_000,
    })
    // Until the user state is known nothing is disabled: at most that first ask, then no polling.
    const asked = api.count('GET /card/c1/challenge')
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    expect(api.count('GET /card/c1/challenge')).toBe(asked)
    expect(asked).toBeLessThanOrEqual(1)
  })
})
