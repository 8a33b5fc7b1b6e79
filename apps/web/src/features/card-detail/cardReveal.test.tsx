import { CARD_REVEAL_MESSAGE_TTL_MS } from '@chaincard/domain'
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { card, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet, testAccount } from '../../../test/wallet'
import type { Card } from '../../types/api'

// After the first showing, "Show card details" on an active or locked card asks the wallet to sign a
// message naming the card, then shows what POST /card/{id}/reveal answers. Refusals get their own sentence.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

const details = {
  kind: 'details',
  img: 'data:image/svg+xml;base64,PHN2Zy8+',
  number: '4000123412341234',
  expiry: '11/27',
  cvv: '321',
}

function server(c: Card, routes: Record<string, FakeHandler | FakeReply> = {}) {
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: { cards: [c], orders: [], leftCount: 1, cardProducts: [] } },
    [`GET /card/${c.id}`]: { body: c },
    'GET /user/state': { body: { state: 'normal' } },
    'GET /user/invitation': {
      body: { code: 'ABCD1234', availableCount: 2, rewardBalance: '25.00', redemptionEnable: true },
    },
    [`GET /card/${c.id}/transaction`]: { body: { items: [], total: 0 } },
    [`GET /card/${c.id}/pending-transaction`]: { body: { items: [], total: 0 } },
    'POST /nonce': { body: { nonce: 'abcdefgh12345678abcd' } },
    ...routes,
  })
}

async function open(path = '/card/c1', name = 'Show card details') {
  renderApp(path)
  const button = await screen.findByRole('button', { name }, { timeout: 30_000 })
  await userEvent.click(button)
  return screen.findByRole('dialog')
}

let wallet: ReturnType<typeof connectFakeWallet>
beforeEach(() => {
  resetWallet()
  wallet = connectFakeWallet()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Show card details', () => {
  it('asks the wallet to sign a message naming the card, then shows number, expiry and CVV', async () => {
    const api = server(card('c1', { status: 'active' }), { 'POST /card/c1/reveal': { body: details } })
    const dialog = await open()
    await waitFor(() =>
      expect(within(dialog).getByTestId('card-number')).toHaveTextContent('4000 1234 1234 1234'),
    )
    expect(within(dialog).getByTestId('card-cvv')).toHaveTextContent('321')
    expect(within(dialog).getByTestId('card-expiry')).toHaveTextContent('11/27')

    expect(wallet.signMessage).toHaveBeenCalledTimes(1)
    const [reveal] = api.calls.filter((c) => c.method === 'POST' && c.path === '/card/c1/reveal')
    const { message, signature } = reveal!.body as { message: string; signature: `0x${string}` }
    expect(wallet.signMessage).toHaveBeenCalledWith(message)
    const parsed = parseSiweMessage(message)
    expect(parsed).toMatchObject({
      statement: 'Show the details of card c1',
      nonce: 'abcdefgh12345678abcd',
      address: testAccount.address,
      domain: window.location.host,
      uri: window.location.origin,
    })
    expect(parsed.expirationTime!.getTime() - parsed.issuedAt!.getTime()).toBe(CARD_REVEAL_MESSAGE_TTL_MS)
    expect(await verifyMessage({ address: testAccount.address, message, signature })).toBe(true)
    // The new nonce was asked for this reveal, after the sign-in.
    expect(api.count('POST /nonce')).toBe(1)
  })

  it("shows the issuer's single-use embed frames, clipboard allowed", async () => {
    const frame = (type: string) => `https://sandbox.lithic.com/v1/embed?session=s2&type=${type}`
    const frames = {
      pan: frame('PAN'),
      expMonth: frame('EXP_MONTH'),
      expYear: frame('EXP_YEAR'),
      cvv: frame('CVV'),
    }
    server(card('c1', { status: 'locked' }), {
      'POST /card/c1/reveal': { body: { kind: 'embed', frames, expiresAt: '2026-11-27T12:01:00.000Z' } },
    })
    const dialog = await open()
    const pan = await within(dialog).findByTitle('Card number')
    expect(pan).toHaveAttribute('src', frames.pan)
    expect(pan).toHaveAttribute('allow', 'clipboard-write')
    expect(within(dialog).getByTitle('Expiry month')).toHaveAttribute('src', frames.expMonth)
    expect(within(dialog).getByTitle('Expiry year')).toHaveAttribute('src', frames.expYear)
    expect(within(dialog).getByTitle('Security code (CVV)')).toHaveAttribute('src', frames.cvv)
    expect(dialog).toHaveTextContent('Shown by the card issuer for one minute.')
  })

  it.each([
    ['reveal_limit', 429, "This card's details were shown too often in the last hour. Try again later."],
    [
      'reveal_signature_expired',
      400,
      'The signature request expired or was already used. Sign again to get a new one.',
    ],
    [
      'reveal_signature_invalid',
      400,
      'The signature does not match this card or the wallet you signed in with. Sign again with that wallet.',
    ],
  ])(
    'a refusal (%s) gets its own sentence, never the server English; Sign again asks once more',
    async (code, status, sentence) => {
      let answer: FakeReply = { status, body: { code, message: 'too many requests: server english' } }
      const api = server(card('c1', { status: 'active' }), { 'POST /card/c1/reveal': () => answer })
      const dialog = await open()
      const alert = await within(dialog).findByRole('alert')
      expect(alert).toHaveTextContent(sentence)
      expect(dialog).not.toHaveTextContent('server english')
      answer = { body: details }
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sign again' }))
      await waitFor(() => expect(within(dialog).getByTestId('card-cvv')).toHaveTextContent('321'))
      expect(api.count('POST /card/c1/reveal')).toBe(2)
      expect(api.count('POST /nonce')).toBe(2)
    },
  )

  it('a refused signature keeps the details hidden and the session: nothing is sent', async () => {
    resetWallet()
    connectFakeWallet({ refuseSignature: true })
    const api = server(card('c1', { status: 'active' }))
    const dialog = await open()
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You did not sign, so the card details stay hidden.',
    )
    expect(api.count('POST /card/c1/reveal')).toBe(0)
    expect(api.count('POST /sign-out')).toBe(0)
  })

  it('in German: the button and a refusal', async () => {
    server(card('c1', { status: 'active' }), {
      'POST /card/c1/reveal': { status: 429, body: { code: 'reveal_limit', message: 'too many requests' } },
    })
    const dialog = await open('/de/card/c1', 'Kartendaten anzeigen')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Die Daten dieser Karte wurden in der letzten Stunde zu oft angezeigt.',
    )
  })

  it('is not offered before the first showing is confirmed, nor on an expired or suspended card', async () => {
    for (const c of [
      card('c1', { status: 'waiting_to_get' }),
      card('c1', { status: 'active', expired: true }),
      card('c1', { status: 'suspended' }),
    ]) {
      server(c)
      renderApp('/card/c1')
      await screen.findByTestId('card-actions', {}, { timeout: 30_000 })
      expect(screen.queryByRole('button', { name: 'Show card details' })).toBeNull()
      cleanup()
    }
  })
})
