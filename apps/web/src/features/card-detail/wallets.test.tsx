import type { WalletToken, WalletTokenStatus } from '@chaincard/domain'
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { card, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import type { Card } from '../../types/api'

// The card page lists the card's Apple Pay and Google Pay tokens; the owner pauses, resumes or removes
// one, and a pending one shows the code its wallet asks for while the code is valid.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

const AT = '2026-11-20T10:00:00.000Z'
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

function token(id: string, status: WalletTokenStatus, fields: Partial<WalletToken> = {}): WalletToken {
  return { id, wallet: 'apple_pay', device: `Device ${id}`, status, addedAt: AT, ...fields }
}

function server({
  status = 'active',
  tokens = () => [],
  routes = {},
}: {
  status?: Card['status']
  tokens?: () => WalletToken[]
  routes?: Record<string, FakeHandler | FakeReply>
} = {}) {
  let cardStatus = status
  const c = () =>
    card('c1', { status: cardStatus, balance: '100.00', supported: ['lock', 'full-transaction'] })
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': () => ({ body: { cards: [c()], orders: [], leftCount: 1, cardProducts: [] } }),
    'GET /card/c1': () => ({ body: c() }),
    'GET /user/state': { body: { state: 'normal' } },
    'GET /user/invitation': {
      body: { code: 'ABCD1234', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
    },
    'GET /card/c1/transaction': { body: { items: [], total: 0 } },
    'GET /card/c1/pending-transaction': { body: { items: [], total: 0 } },
    'GET /card/c1/disputes': { body: { items: [] } },
    'GET /card/c1/wallets': () => ({ body: { items: tokens() } }),
    'POST /card/c1/lock': () => {
      cardStatus = 'locked'
      return { status: 204 }
    },
    'POST /card/c1/unlock': () => {
      cardStatus = 'active'
      return { status: 204 }
    },
    ...routes,
  })
}

async function section() {
  const found = await screen.findByRole('region', { name: 'Apple Pay and Google Pay' }, { timeout: 30_000 })
  await waitFor(() => expect(within(found).queryByText('Loading…')).not.toBeInTheDocument())
  return found
}

const rowOf = (root: HTMLElement, device: string) => {
  const found = within(root)
    .getAllByTestId('wallet-token')
    .find((r) => r.textContent?.includes(device))
  if (!found) throw new Error(`no wallet token on ${device}`)
  return found
}

async function seriousViolations() {
  // jsdom has no layout: colour contrast cannot be computed there.
  const result = await axe.run(document.documentElement, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const changes = (api: ReturnType<typeof installFakeApi>) =>
  api.calls
    .filter((c) => c.method === 'POST' && c.path.startsWith('/card/c1/wallets/'))
    .map((c) => ({ path: c.path, body: c.body }))

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Apple Pay and Google Pay on the card page', () => {
  it('lists each token with its wallet, device and status in words, the past ones folded away', async () => {
    const tokens = [
      token('t1', 'pending', { wallet: 'google_pay', device: 'Pixel 8' }),
      token('t2', 'active', { device: 'iPhone 15' }),
      token('t3', 'paused', { wallet: 'samsung_pay', device: 'Galaxy S24' }),
      token('t4', 'removed', { device: 'Old iPhone' }),
      token('t5', 'declined', { wallet: 'other', device: null }),
    ]
    server({ tokens: () => tokens })
    renderApp('/card/c1')
    const wallets = await section()
    const rows = within(wallets).getAllByTestId('wallet-token')
    expect(
      rows.map((r) => [
        r.querySelector('p')?.textContent,
        within(r).getByTestId('wallet-status').textContent,
      ]),
    ).toEqual([
      ['Google Pay · Pixel 8', 'Waiting for activation'],
      ['Apple Pay · iPhone 15', 'Active'],
      ['Samsung Pay · Galaxy S24', 'Paused'],
      ['Apple Pay · Old iPhone', 'Removed'],
      ['Another wallet · Unknown device', 'Declined'],
    ])
    const buttons = (device: string) =>
      within(rowOf(wallets, device))
        .queryAllByRole('button')
        .map((b) => b.textContent)
    expect(buttons('Pixel 8')).toEqual(['Remove'])
    expect(buttons('iPhone 15')).toEqual(['Pause', 'Remove'])
    expect(buttons('Galaxy S24')).toEqual(['Resume', 'Remove'])
    expect(buttons('Old iPhone')).toEqual([])
    expect(buttons('Unknown device')).toEqual([])
    // Removed and declined ones are in a closed disclosure, greyed.
    const past = rowOf(wallets, 'Old iPhone').closest('details')
    expect(past).not.toBeNull()
    expect(past).not.toHaveAttribute('open')
    expect(within(past as HTMLElement).getByText('Removed and declined (2)')).toBeInTheDocument()
    expect(rowOf(wallets, 'iPhone 15').closest('details')).toBeNull()
    expect(within(wallets).queryByTestId('wallets-empty')).not.toBeInTheDocument()
    // The buttons say which token they act on.
    expect(
      within(rowOf(wallets, 'iPhone 15')).getByRole('button', { name: 'Pause' }),
    ).toHaveAccessibleDescription('Apple Pay · iPhone 15')
    expect(await seriousViolations()).toEqual([])
  })

  it('says how to add the card when no wallet has it, with the button that shows its details', async () => {
    server({ tokens: () => [token('t4', 'removed')] })
    renderApp('/card/c1')
    const wallets = await section()
    expect(within(wallets).getByTestId('wallets-empty')).toHaveTextContent(
      'This card is not in Apple Pay or Google Pay yet. To pay with your phone or watch, add it in the Wallet app on iPhone or in Google Wallet on Android: the app asks for the card number, expiry date and security code, which you can see here with “Show card details”.',
    )
    expect(screen.getByRole('button', { name: 'Show card details' })).toBeInTheDocument()
    expect(await seriousViolations()).toEqual([])
  })

  it('shows a pending token’s activation code only while it is valid', async () => {
    const tokens = [
      token('t1', 'pending', {
        device: 'iPhone 15',
        activationCode: 'A1B2C3',
        activationCodeExpiresAt: inMinutes(10),
      }),
      token('t2', 'pending', {
        device: 'Pixel 8',
        wallet: 'google_pay',
        activationCode: 'ZZ9988',
        activationCodeExpiresAt: inMinutes(-1),
      }),
      token('t3', 'pending', {
        device: 'iPad',
        activationCode: 'QUICK1',
        activationCodeExpiresAt: new Date(Date.now() + 2_500).toISOString(),
      }),
    ]
    server({ tokens: () => tokens })
    renderApp('/card/c1')
    const wallets = await section()
    const code = within(rowOf(wallets, 'iPhone 15')).getByTestId('wallet-code')
    expect(code).toHaveTextContent('Enter this code in your wallet to finish adding the card:')
    expect(within(code).getByText('A1B2C3')).toHaveClass('font-mono')
    expect(code).toHaveTextContent(/Valid until \d{1,2}:\d{2}\s?[AP]M\./)
    // Expired already: not shown.
    expect(within(rowOf(wallets, 'Pixel 8')).queryByTestId('wallet-code')).not.toBeInTheDocument()
    expect(wallets).not.toHaveTextContent('ZZ9988')
    // Expires while on the page: gone by itself.
    expect(within(rowOf(wallets, 'iPad')).getByTestId('wallet-code')).toHaveTextContent('QUICK1')
    await waitFor(() => expect(within(rowOf(wallets, 'iPad')).queryByTestId('wallet-code')).toBeNull(), {
      timeout: 6_000,
    })
    expect(await seriousViolations()).toEqual([])
  })

  it('pauses, resumes and removes (asked first), each with exactly its request, then reads the list again', async () => {
    let tokens = [
      token('t1', 'active', { device: 'iPhone 15' }),
      token('t2', 'paused', { device: 'Pixel 8' }),
    ]
    const move = (id: string, status: WalletTokenStatus) => {
      tokens = tokens.map((t) => (t.id === id ? { ...t, status } : t))
      return { status: 204 }
    }
    const api = server({
      tokens: () => tokens,
      routes: {
        'POST /card/c1/wallets/t1/pause': () => move('t1', 'paused'),
        'POST /card/c1/wallets/t2/resume': () => move('t2', 'active'),
        'POST /card/c1/wallets/t1/remove': () => move('t1', 'removed'),
      },
    })
    renderApp('/card/c1')
    const wallets = await section()
    const reads = () => api.count('GET /card/c1/wallets')
    const before = reads()

    await userEvent.click(within(rowOf(wallets, 'iPhone 15')).getByRole('button', { name: 'Pause' }))
    await waitFor(() =>
      expect(within(rowOf(wallets, 'iPhone 15')).getByTestId('wallet-status')).toHaveTextContent('Paused'),
    )
    expect(changes(api)).toEqual([{ path: '/card/c1/wallets/t1/pause', body: undefined }])
    expect(reads()).toBe(before + 1)

    await userEvent.click(within(rowOf(wallets, 'Pixel 8')).getByRole('button', { name: 'Resume' }))
    await waitFor(() =>
      expect(within(rowOf(wallets, 'Pixel 8')).getByTestId('wallet-status')).toHaveTextContent('Active'),
    )
    expect(changes(api).slice(1)).toEqual([{ path: '/card/c1/wallets/t2/resume', body: undefined }])
    expect(reads()).toBe(before + 2)

    // Remove asks first; Cancel sends nothing.
    await userEvent.click(within(rowOf(wallets, 'iPhone 15')).getByRole('button', { name: 'Remove' }))
    let dialog = await screen.findByRole('dialog', { name: 'Remove the card from Apple Pay?' })
    expect(dialog).toHaveTextContent(
      'You will no longer be able to pay with this card using Apple Pay on iPhone 15. To use it there again, add the card in the wallet app again.',
    )
    expect(await seriousViolations()).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(changes(api)).toHaveLength(2)

    await userEvent.click(within(rowOf(wallets, 'iPhone 15')).getByRole('button', { name: 'Remove' }))
    dialog = await screen.findByRole('dialog', { name: 'Remove the card from Apple Pay?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(changes(api).slice(2)).toEqual([{ path: '/card/c1/wallets/t1/remove', body: undefined }])
    expect(reads()).toBe(before + 3)
    expect(rowOf(wallets, 'iPhone 15').closest('details')).not.toBeNull()
    expect(within(rowOf(wallets, 'iPhone 15')).getByTestId('wallet-status')).toHaveTextContent('Removed')
    expect(await seriousViolations()).toEqual([])
  })

  it('says each refusal in words under the token, and reads the list again', async () => {
    const replies: FakeReply[] = [
      {
        status: 409,
        body: {
          code: 'invalid_action',
          message: 'invalid action: unlock the card first',
          details: { kind: 'wallet_token', refusal: 'unlock_first' },
        },
      },
      {
        status: 409,
        body: {
          code: 'invalid_action',
          message: 'invalid action: the wallet token is active',
          details: { kind: 'wallet_token', refusal: 'in_status', status: 'active' },
        },
      },
      {
        status: 409,
        body: {
          code: 'invalid_action',
          message: 'invalid action: the wallet token is removed',
          details: { kind: 'wallet_token', refusal: 'in_status', status: 'removed' },
        },
      },
      { status: 409, body: { code: 'invalid_action', message: 'invalid action' } },
      { status: 404, body: { code: 'not_found', message: 'not found: no such wallet token on this card' } },
      {
        status: 503,
        body: {
          code: 'upstream_unavailable',
          message: 'upstream unavailable: the card issuer did not take the change',
        },
      },
    ]
    const expected = [
      'Unlock the card first: while the card is locked, its wallets cannot be resumed.',
      'This wallet is already active.',
      'This wallet has already been removed from the card.',
      'This wallet cannot be changed right now. The list has been updated to show where it stands.',
      'This wallet is no longer on this card. The list has been updated.',
      'The card issuer cannot be reached right now, so nothing was changed. Please try again in a few minutes.',
    ]
    let next = 0
    const api = server({
      tokens: () => [token('t2', 'paused', { device: 'Pixel 8' })],
      routes: { 'POST /card/c1/wallets/t2/resume': () => replies[next++] as FakeReply },
    })
    renderApp('/card/c1')
    const wallets = await section()
    for (const [i, sentence] of expected.entries()) {
      const reads = api.count('GET /card/c1/wallets')
      await userEvent.click(within(rowOf(wallets, 'Pixel 8')).getByRole('button', { name: 'Resume' }))
      await waitFor(() =>
        expect(within(rowOf(wallets, 'Pixel 8')).getByRole('alert')).toHaveTextContent(sentence),
      )
      expect(wallets).not.toHaveTextContent('invalid action')
      await waitFor(() => expect(api.count('GET /card/c1/wallets')).toBe(reads + 1))
      expect(changes(api)).toHaveLength(i + 1)
    }
    expect(await seriousViolations()).toEqual([])
  })

  it('a refused removal is said in the dialog, which stays open', async () => {
    const api = server({
      tokens: () => [token('t1', 'active', { device: 'iPhone 15' })],
      routes: {
        'POST /card/c1/wallets/t1/remove': {
          status: 503,
          body: { code: 'upstream_unavailable', message: 'upstream unavailable' },
        },
      },
    })
    renderApp('/card/c1')
    const wallets = await section()
    await userEvent.click(within(rowOf(wallets, 'iPhone 15')).getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove the card from Apple Pay?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'The card issuer cannot be reached right now, so nothing was changed.',
      ),
    )
    expect(changes(api)).toEqual([{ path: '/card/c1/wallets/t1/remove', body: undefined }])
    expect(within(rowOf(wallets, 'iPhone 15')).getByTestId('wallet-status')).toHaveTextContent('Active')
    expect(await seriousViolations()).toEqual([])
  })

  it('reads the list again after the card is locked and unlocked; a locked card’s tokens wait for the unlock', async () => {
    let paused = false
    const api = server({
      tokens: () => [token('t1', paused ? 'paused' : 'active', { device: 'iPhone 15' })],
      routes: {},
    })
    renderApp('/card/c1')
    const wallets = await section()
    const lock = screen.getByRole('switch', { name: 'Lock card' })
    const reads = api.count('GET /card/c1/wallets')
    paused = true
    await userEvent.click(lock)
    await waitFor(() => expect(lock).toHaveAttribute('aria-checked', 'true'))
    await waitFor(() =>
      expect(within(rowOf(wallets, 'iPhone 15')).getByTestId('wallet-status')).toHaveTextContent('Paused'),
    )
    expect(api.count('GET /card/c1/wallets')).toBeGreaterThan(reads)
    // Locked: Resume is off and says why.
    const resume = within(rowOf(wallets, 'iPhone 15')).getByRole('button', { name: 'Resume' })
    expect(resume).toBeDisabled()
    expect(resume).toHaveAccessibleDescription(
      expect.stringContaining('Unlocking the card resumes the ones the lock paused.'),
    )
    expect(await seriousViolations()).toEqual([])

    paused = false
    await userEvent.click(lock)
    await waitFor(() => expect(lock).toHaveAttribute('aria-checked', 'false'))
    await waitFor(() =>
      expect(within(rowOf(wallets, 'iPhone 15')).getByTestId('wallet-status')).toHaveTextContent('Active'),
    )
    expect(changes(api)).toEqual([])
  })

  it('is not on a card that cannot be in a wallet', async () => {
    const api = server({ status: 'waiting_to_get' })
    renderApp('/card/c1')
    await screen.findByTestId('card-actions', {}, { timeout: 30_000 })
    expect(screen.queryByRole('region', { name: 'Apple Pay and Google Pay' })).not.toBeInTheDocument()
    expect(api.count('GET /card/c1/wallets')).toBe(0)
  })

  it('in German', async () => {
    server({
      tokens: () => [
        token('t1', 'pending', {
          device: 'iPhone 15',
          activationCode: 'A1B2C3',
          activationCodeExpiresAt: inMinutes(10),
        }),
        token('t2', 'paused', { wallet: 'google_pay', device: 'Pixel 8' }),
      ],
    })
    renderApp('/de/card/c1')
    const wallets = await screen.findByRole(
      'region',
      { name: 'Apple Pay und Google Pay' },
      { timeout: 30_000 },
    )
    await waitFor(() => expect(within(wallets).getAllByTestId('wallet-token')).toHaveLength(2))
    expect(within(rowOf(wallets, 'iPhone 15')).getByTestId('wallet-status')).toHaveTextContent(
      'Wartet auf Aktivierung',
    )
    expect(within(rowOf(wallets, 'iPhone 15')).getByTestId('wallet-code')).toHaveTextContent(
      /Geben Sie diesen Code in Ihrer Wallet ein.*A1B2C3.*Gültig bis \d{2}:\d{2} Uhr\./,
    )
    expect(within(rowOf(wallets, 'Pixel 8')).getByRole('button', { name: 'Fortsetzen' })).toBeEnabled()
  })
})
