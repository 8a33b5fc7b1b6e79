import type { Dispute, DisputeStatus } from '@chaincard/domain'
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { NO_INVITATIONS, ownerOfCard } from '../../../test/fakeCardPage'
import { openStream, stubEventSource } from '../../../test/fakeEventSource'
import { card } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import { setLiveStreamOpen } from '../../lib/events/liveEvents'

// "Report a problem" on a settled purchase files a dispute with the card issuer; the purchase's row
// then shows where the dispute stands, and what a dispute credited is a history row of its own.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

const AT = '2026-11-20T10:00:00.000Z'
const row = (id: string, fields: Record<string, unknown>) => ({
  at: AT,
  id,
  original: { amount: '0.00', currency: 'USD' },
  settlement: { amount: '0.00', currency: 'USD' },
  description: '',
  balanceChange: '0.00',
  balanceAfter: '100.00',
  ...fields,
})
const purchase = (id: string, description: string, fields: Record<string, unknown> = {}) =>
  row(id, {
    description,
    type: 'consumption',
    state: 'settled',
    direction: 'debit',
    amount: '-12.50',
    balanceChange: '-12.50',
    ...fields,
  })

// One row of each kind a purchase can get to, and two credits: only the grocer's settled purchase is disputable.
const HISTORY = [
  purchase('auth-pending-0001', 'Bakery', { type: 'authorization_approval', state: 'pending' }),
  purchase('auth-declined-02', 'Car Dealer', {
    type: 'authorization_decline',
    state: 'declined',
    declineReason: 'insufficient_balance',
    balanceAfter: undefined,
  }),
  purchase('auth-reversed-03', 'Cinema', { type: 'authorization_reversal', state: 'reversed' }),
  row('L21', {
    description: 'Shoes (refund)',
    type: 'refund',
    state: 'settled',
    direction: 'credit',
    amount: '4.00',
  }),
  purchase('auth-refunded-04', 'Shoes', { state: 'refunded' }),
  purchase('auth-settled-005', 'Grocer'),
  row('L12', { type: 'topup', state: 'settled', direction: 'credit', amount: '125.00' }),
]

function dispute(transactionId: string, status: DisputeStatus, fields: Partial<Dispute> = {}): Dispute {
  return {
    id: `dsp-${transactionId}`,
    transactionId,
    merchantName: 'Grocer',
    reason: 'not_received',
    description: 'The parcel never arrived.',
    amount: '12.50',
    credited: '0.00',
    status,
    openedAt: AT,
    updatedAt: AT,
    ...fields,
  }
}

function server(
  history: unknown[] = HISTORY,
  routes: Record<string, FakeHandler | FakeReply> = {},
  disputes: Dispute[] = [],
) {
  const c = card('c1', { status: 'active', balance: '100.00', supported: ['full-transaction'] })
  return installFakeApi({
    ...ownerOfCard(c),
    'GET /user/invitation': NO_INVITATIONS,
    'GET /card/c1/transaction': { body: { items: history, total: history.length } },
    'GET /card/c1/pending-transaction': { body: { items: [], total: 0 } },
    'GET /card/c1/disputes': () => ({ body: { items: disputes } }),
    ...routes,
  })
}

async function historyRows() {
  const history = await screen.findByRole('tabpanel', { name: 'Transaction History' }, { timeout: 30_000 })
  await within(history).findAllByTestId('tx-row', {}, { timeout: 30_000 })
  return within(history).getAllByTestId('tx-row')
}

const rowOf = (rows: HTMLElement[], title: string) => {
  const found = rows.find((r) => r.querySelector('p')?.textContent === title)
  if (!found) throw new Error(`no row titled ${title}`)
  return found
}

async function openReport(title = 'Grocer') {
  const rows = await historyRows()
  const button = await within(rowOf(rows, title)).findByRole('button', { name: 'Report a problem' })
  await userEvent.click(button)
  return screen.findByRole('dialog', { name: 'Report a problem' })
}

async function fill(dialog: HTMLElement, reason: string, description: string) {
  await userEvent.selectOptions(within(dialog).getByLabelText('What went wrong?'), reason)
  const text = within(dialog).getByLabelText('What happened?')
  await userEvent.clear(text)
  if (description) await userEvent.type(text, description)
}

async function seriousViolations() {
  // jsdom has no layout: colour contrast cannot be computed there.
  const result = await axe.run(document.documentElement, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const posts = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.method === 'POST' && c.path === '/card/c1/disputes')

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Report a problem', () => {
  it('is offered on a settled purchase only, and the page has no serious axe issue', async () => {
    server()
    renderApp('/card/c1')
    const rows = await historyRows()
    const offered = rows.filter((r) => within(r).queryByRole('button', { name: 'Report a problem' }))
    expect(offered).toEqual([rowOf(rows, 'Grocer')])
    expect(await seriousViolations()).toEqual([])
  })

  it('sends exactly the purchase, the reason and the description, then says what happens next', async () => {
    const filed = dispute('auth-settled-005', 'opened', { description: 'The parcel never arrived at all.' })
    const listed: Dispute[] = []
    const api = server(
      HISTORY,
      {
        'POST /card/c1/disputes': () => {
          listed.push(filed)
          return { body: filed }
        },
      },
      listed,
    )
    renderApp('/card/c1')
    const dialog = await openReport()
    // The purchase reported is named, the rule shown before anything is typed.
    expect(dialog).toHaveTextContent('Grocer: 12.50 USD on')
    expect(dialog).toHaveTextContent('In your own words, 10 to 1000 characters.')
    await fill(dialog, 'I did not receive what I paid for', '  The parcel never arrived at all.  ')
    expect(await seriousViolations()).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))

    await within(dialog).findByText('Your report was sent to the card issuer.')
    expect(posts(api).map((c) => c.body)).toEqual([
      {
        transactionId: 'auth-settled-005',
        reason: 'not_received',
        description: 'The parcel never arrived at all.',
      },
    ])
    expect(within(dialog).getByRole('heading', { name: 'Report sent' })).toBeInTheDocument()
    expect(within(dialog).getByTestId('tx-dispute')).toHaveTextContent('Dispute opened')
    expect(dialog).toHaveTextContent('our support will write to you')
    expect(await seriousViolations()).toEqual([])

    // The dialog's own button (the corner × is named Close too).
    await userEvent.click(within(dialog).getByText('Close', { selector: 'button' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const grocer = rowOf(await historyRows(), 'Grocer')
    expect(within(grocer).getByTestId('tx-dispute')).toHaveTextContent('Dispute opened')
    expect(within(grocer).queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument()
    // The list is read again after filing (under the card's key).
    await waitFor(() => expect(api.count('GET /card/c1/disputes')).toBeGreaterThanOrEqual(2))
  })

  it('refuses a description under 10 characters, and a missing reason, without a request', async () => {
    const api = server()
    renderApp('/card/c1')
    const dialog = await openReport()
    await userEvent.type(within(dialog).getByLabelText('What happened?'), 'Too short')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(within(dialog).getByText('Choose what went wrong.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('What went wrong?')).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByLabelText('What went wrong?')).toHaveFocus()

    await fill(dialog, 'I was charged the wrong amount', '  Too short  ')
    expect(within(dialog).getByTestId('dispute-count')).toHaveTextContent('9/1000')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    const text = within(dialog).getByLabelText('What happened?')
    expect(text).toHaveAttribute('aria-invalid', 'true')
    expect(text).toHaveFocus()
    expect(text).toHaveAccessibleDescription(
      expect.stringContaining('Describe what happened in at least 10 characters.'),
    )
    expect(posts(api)).toEqual([])
  })

  it('shows each refusal in the dialog, in words, and changes nothing', async () => {
    const replies: FakeReply[] = [
      {
        status: 409,
        body: {
          code: 'invalid_action',
          message: 'invalid action: only a settled card purchase can be disputed',
          details: { kind: 'dispute', refusal: 'not_settled' },
        },
      },
      {
        status: 409,
        body: {
          code: 'invalid_action',
          message: 'invalid action: the purchase is disputed already',
          details: { kind: 'dispute', refusal: 'disputed' },
        },
      },
      {
        status: 409,
        body: {
          code: 'invalid_action',
          message: 'invalid action: a purchase can be disputed within 120 days of settling',
          details: { kind: 'dispute', refusal: 'too_old' },
        },
      },
      {
        status: 409,
        body: {
          code: 'invalid_action',
          message: 'invalid action: the purchase was refunded in full',
          details: { kind: 'dispute', refusal: 'refunded' },
        },
      },
      { status: 409, body: { code: 'invalid_action', message: 'invalid action' } },
      {
        status: 400,
        body: { code: 'validation_failed', message: 'description: must be at most 1000 characters' },
      },
      { status: 503, body: { code: 'upstream_unavailable', message: 'the card issuer is unavailable' } },
    ]
    const expected = [
      'This purchase has not settled yet, so it cannot be disputed. Try again once it shows as settled.',
      'A problem with this purchase has already been reported. Its status is shown in your transaction history.',
      'This purchase is too old to dispute: a problem must be reported within 120 days of the purchase settling.',
      'The merchant has refunded this purchase, so there is nothing left to dispute.',
      'This purchase cannot be disputed right now. Reload the page to see where it stands.',
      'The report was not accepted. Choose a reason, describe what happened in 10 to 1000 characters, and try again.',
      'The card issuer cannot be reached right now, so the report was not sent. Please try again in a few minutes.',
    ]
    let next = 0
    const api = server(HISTORY, { 'POST /card/c1/disputes': () => replies[next++] as FakeReply })
    renderApp('/card/c1')
    const dialog = await openReport()
    await fill(dialog, 'I did not make this purchase', 'I have never been to this shop.')
    for (const sentence of expected) {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(sentence))
      // The form keeps what was entered, and stays open.
      expect(within(dialog).getByLabelText('What happened?')).toHaveValue('I have never been to this shop.')
      expect(within(dialog).getByLabelText('What went wrong?')).toHaveValue('fraud')
    }
    expect(posts(api)).toHaveLength(expected.length)
    expect(await seriousViolations()).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    const grocer = rowOf(await historyRows(), 'Grocer')
    expect(within(grocer).getByRole('button', { name: 'Report a problem' })).toBeInTheDocument()
    expect(within(grocer).queryByTestId('tx-dispute')).not.toBeInTheDocument()
  })
})

describe("a purchase's dispute in the history", () => {
  const STATUSES: DisputeStatus[] = [
    'filing',
    'opened',
    'needs_info',
    'in_review',
    'won',
    'lost',
    'withdrawn',
  ]
  const history = [
    ...STATUSES.map((status) => purchase(`auth-${status}`, `Shop ${status}`)),
    row('L40', { type: 'dispute', state: 'settled', direction: 'credit', amount: '12.50' }),
    row('L41', { type: 'dispute', state: 'settled', direction: 'debit', amount: '-12.50' }),
  ]
  const disputes = STATUSES.map((status) =>
    dispute(`auth-${status}`, status, status === 'won' ? { credited: '1234.50', amount: '1234.50' } : {}),
  )

  it('shows the status in place of the button, what it means, and the dispute credit rows', async () => {
    server(history, {}, disputes)
    renderApp('/card/c1')
    const rows = await historyRows()
    await waitFor(() => expect(within(rows[0] as HTMLElement).queryByTestId('tx-dispute')).not.toBeNull())
    const labels = STATUSES.map((status) => {
      const r = rowOf(rows, `Shop ${status}`)
      expect(within(r).queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument()
      return within(r).getByTestId('tx-dispute').textContent
    })
    expect(labels).toEqual([
      'Report being sent',
      'Dispute opened',
      'Dispute: more information needed · Our support will write to you.',
      'Dispute in review',
      'Dispute won · 1,234.50 USD credited to your card.',
      'Dispute lost',
      'Dispute withdrawn',
    ])
    expect(rowOf(rows, 'Dispute credit').querySelector('[data-testid="tx-amount"]')).toHaveTextContent(
      'Credit +12.50 USD',
    )
    expect(
      rowOf(rows, 'Dispute credit taken back').querySelector('[data-testid="tx-amount"]'),
    ).toHaveTextContent('Debit -12.50 USD')
    expect(await seriousViolations()).toEqual([])
  })

  it('in German', async () => {
    server(history, {}, disputes)
    renderApp('/de/card/c1')
    const panel = await screen.findByRole('tabpanel', { name: 'Transaktionsverlauf' }, { timeout: 30_000 })
    await waitFor(() => expect(within(panel).getAllByTestId('tx-dispute')).toHaveLength(7))
    const rows = within(panel).getAllByTestId('tx-row')
    expect(within(rowOf(rows, 'Shop won')).getByTestId('tx-dispute')).toHaveTextContent(
      'Reklamation erfolgreich · 1.234,50 USD wurden Ihrer Karte gutgeschrieben.',
    )
    expect(within(rowOf(rows, 'Shop needs_info')).getByTestId('tx-dispute')).toHaveTextContent(
      'Reklamation: weitere Angaben nötig · Unser Support schreibt Ihnen.',
    )
    expect(rowOf(rows, 'Gutschrift aus Reklamation')).toBeTruthy()
  })
})

describe('a dispute decided while the card page is open', () => {
  beforeEach(() => stubEventSource())
  afterEach(() => setLiveStreamOpen(false))

  it('shows its outcome on the purchase as the live event arrives, without a reload', async () => {
    const state = { disputes: [dispute('auth-settled-005', 'in_review')] }
    const api = server(HISTORY, { 'GET /card/c1/disputes': () => ({ body: { items: state.disputes } }) })
    renderApp('/card/c1')
    const source = await openStream()
    await historyRows()
    // Read anew each time: the rows are drawn again when the disputes come back.
    const grocerDispute = () => {
      const panel = screen.getByRole('tabpanel', { name: 'Transaction History' })
      return within(rowOf(within(panel).getAllByTestId('tx-row'), 'Grocer')).getByTestId('tx-dispute')
    }
    await waitFor(() => expect(grocerDispute()).toHaveTextContent('Dispute in review'))
    await waitFor(() => expect(api.count('GET /card/c1/disputes')).toBeGreaterThan(0))
    const before = api.count('GET /card/c1/disputes')

    state.disputes = [dispute('auth-settled-005', 'won', { credited: '12.50' })]
    act(() =>
      source.emit('dispute.decided', {
        cardId: 'c1',
        disputeId: 'dsp-auth-settled-005',
        status: 'won',
        amount: '12.50',
      }),
    )
    await waitFor(() => expect(api.count('GET /card/c1/disputes')).toBeGreaterThan(before))
    await waitFor(() =>
      expect(grocerDispute()).toHaveTextContent('Dispute won · 12.50 USD credited to your card.'),
    )
  })
})
