import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../test/fakeApi'
import { NO_INVITATIONS, ownerOfCard } from '../../../test/fakeCardPage'
import { openStream, stubEventSource } from '../../../test/fakeEventSource'
import { fakeHistoryRoute } from '../../../test/fakeHistory'
import { card } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'
import { setLiveStreamOpen } from '../../lib/events/liveEvents'

// The card history's pager walks by keys: page 1 is the newest rows, each later page the rows below the last row
// shown (`before`), never an offset; going back shows a page's rows as they were, and rows arriving live at the top
// neither repeat a row on the next page nor hide one.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

const row = (n: number) => ({
  at: '2026-11-20T10:00:00.000Z',
  id: `row-${n}`,
  original: { amount: '1.00', currency: 'USD' },
  settlement: { amount: '-1.00', currency: 'USD' },
  description: `Shop ${n}`,
  type: 'consumption',
  state: 'settled',
  direction: 'debit',
  amount: '-1.00',
  balanceChange: '-1.00',
  balanceAfter: '100.00',
})

/** The card's history, newest first: rows 1 to `count`, the highest the newest. */
function historyOf(count: number) {
  return Array.from({ length: count }, (_, i) => row(count - i))
}

/** An unsettled purchase: `p-n`, "Shop n". */
const pendingRow = (n: number) => ({
  at: '2026-11-20T10:00:00.000Z',
  id: `p-${n}`,
  original: { amount: '1.00', currency: 'USD' },
  description: `Shop ${n}`,
  type: 'authorization_approval',
})

function server(
  history: { rows: ReturnType<typeof row>[]; failing?: string },
  // A card without full history shows the Unsettled tab too.
  unsettled?: { rows: ReturnType<typeof pendingRow>[] },
) {
  const rows = fakeHistoryRoute(() => history.rows)
  const c = card('c1', {
    status: 'active',
    balance: '100.00',
    supported: unsettled ? ['lock'] : ['full-transaction'],
  })
  return installFakeApi({
    ...ownerOfCard(c),
    'GET /user/invitation': NO_INVITATIONS,
    'GET /card/c1/transaction': (call) =>
      history.failing !== undefined && call.url.includes(`before=${history.failing}&`)
        ? { status: 503, body: { code: 'service_unavailable', message: 'try again' } }
        : rows(call),
    'GET /card/c1/pending-transaction': unsettled
      ? fakeHistoryRoute(() => unsettled.rows)
      : { body: { items: [], total: 0, older: false } },
    'GET /card/c1/view': { body: { kind: 'image' } },
    'GET /card/c1/challenge': { body: 'OK' },
  })
}

/** The row numbers the history shows now. */
function shownRows(): number[] {
  return screen
    .getAllByTestId('tx-row')
    .map((r) => Number(/Shop (\d+)/.exec(r.textContent ?? '')?.[1] ?? Number.NaN))
}

const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i)

/** The page buttons the pager shows, and the current one. */
function pager() {
  const nav = screen.getByRole('navigation', { name: 'Pages' })
  const buttons = within(nav).getAllByRole('button')
  return {
    pages: buttons.map((b) => b.textContent),
    current: buttons.find((b) => b.getAttribute('aria-current') === 'page')?.textContent,
    go: (n: number) => within(nav).getByRole('button', { name: String(n) }),
  }
}

async function showsRows(expected: number[]) {
  await waitFor(() => expect(shownRows()).toEqual(expected))
}

/** The history requests made, as their query strings. */
const historyQueries = (api: ReturnType<typeof server>) =>
  api.calls.filter((c) => c.path === '/card/c1/transaction').map((c) => new URL(c.url, 'http://x').search)

/** The Unsettled list's requests made, as their query strings. */
const unsettledQueries = (api: ReturnType<typeof server>) =>
  api.calls
    .filter((c) => c.path === '/card/c1/pending-transaction')
    .map((c) => new URL(c.url, 'http://x').search)

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
  stubEventSource()
})
afterEach(() => {
  vi.unstubAllGlobals()
  setLiveStreamOpen(false)
})

describe('the card history pages by keys', () => {
  it('asks the newest page without an offset, each later page below the last row shown, and goes back exactly', async () => {
    const user = userEvent.setup()
    const history = { rows: historyOf(25) }
    const api = server(history)
    renderApp('/card/c1')
    const source = await openStream()
    await showsRows(range(25, 16))
    expect(pager().pages).toEqual(['1', '2', '3'])

    await user.click(pager().go(2))
    await showsRows(range(15, 6))
    await user.click(pager().go(3))
    await showsRows(range(5, 1))
    expect(pager().current).toBe('3')

    // Back to page 2 after rows came in at the top, asked again by their event: the same rows it showed, by the
    // key it was first asked by.
    history.rows = [row(27), row(26), ...history.rows]
    await user.click(pager().go(2))
    expect(pager().current).toBe('2')
    const asked = historyQueries(api).length
    act(() => source.emit('card.ledger', { cardId: 'c1' }))
    await waitFor(() => expect(historyQueries(api).length).toBeGreaterThan(asked))
    expect(historyQueries(api).at(-1)).toBe('?before=row-16&limit=10')
    await new Promise((resolve) => setTimeout(resolve, 100))
    await showsRows(range(15, 6))

    const queries = historyQueries(api)
    // The newest page by its limit alone, every other page by its key: no offset anywhere.
    expect(queries.filter((q) => q.includes('skip'))).toEqual([])
    expect(queries.filter((q) => q !== '?limit=10' && !/^\?before=row-\d+&limit=10$/.test(q))).toEqual([])
    expect(queries).toContain('?before=row-16&limit=10')
    expect(queries).toContain('?before=row-6&limit=10')

    // Page 1 shows the newest rows; page 2 from there starts below its last row now: row 16 is not lost.
    await user.click(pager().go(1))
    await showsRows(range(27, 18))
    await user.click(pager().go(2))
    await showsRows(range(17, 8))
    expect(historyQueries(api).at(-1)).toBe('?before=row-18&limit=10')
  })

  it('jumps several pages on through keyed pages, and stops at the last page', async () => {
    const user = userEvent.setup()
    const history = { rows: historyOf(45) }
    const api = server(history)
    renderApp('/card/c1')
    await showsRows(range(45, 36))
    expect(pager().pages).toEqual(['1', '2', '3', '4', '5'])
    await user.click(pager().go(5))
    await showsRows(range(5, 1))
    expect(pager().current).toBe('5')
    expect(historyQueries(api).filter((q) => q.includes('before='))).toEqual([
      '?before=row-36&limit=10',
      '?before=row-26&limit=10',
      '?before=row-16&limit=10',
      '?before=row-6&limit=10',
    ])
    // Back two pages: page 3's key, kept.
    await user.click(pager().go(3))
    await showsRows(range(25, 16))
    expect(pager().pages).toEqual(['1', '2', '3', '4', '5'])
  })

  it('a row arriving live while a later page is shown repeats no row on it and loses none', async () => {
    const user = userEvent.setup()
    const history = { rows: historyOf(25) }
    const api = server(history)
    renderApp('/card/c1')
    const source = await openStream()
    await showsRows(range(25, 16))
    const seen = [...shownRows()]

    await user.click(pager().go(2))
    await showsRows(range(15, 6))
    // A purchase comes in: the event refetches the page shown, which keeps its rows (by an offset it would now
    // start one row higher and repeat row 16, the last row of page 1).
    const asked = historyQueries(api).length
    history.rows = [row(26), ...history.rows]
    act(() => source.emit('card.ledger', { cardId: 'c1' }))
    await waitFor(() => expect(historyQueries(api).length).toBeGreaterThan(asked))
    await new Promise((resolve) => setTimeout(resolve, 100))
    await showsRows(range(15, 6))
    // The pages are the walk's: three, not the four the card's total of 26 rows would make.
    expect(pager().pages).toEqual(['1', '2', '3'])
    seen.push(...shownRows())

    await user.click(pager().go(3))
    await showsRows(range(5, 1))
    seen.push(...shownRows())
    // Every row of the walk once, none twice, none missing.
    expect(seen).toEqual(range(25, 1))
    expect(historyQueries(api).filter((q) => q.includes('skip'))).toEqual([])
  })

  it('a page that fails to load says so and keeps the way back to the pages before it', async () => {
    const user = userEvent.setup()
    const history = { rows: historyOf(25), failing: 'row-6' }
    server(history)
    renderApp('/card/c1')
    await showsRows(range(25, 16))
    await user.click(pager().go(3))
    expect(await screen.findByText('The transactions could not be loaded.')).toBeInTheDocument()
    expect(pager().pages).toEqual(['1', '2', '3'])
    expect(pager().current).toBe('3')
    await user.click(pager().go(2))
    await showsRows(range(15, 6))
  })
})

describe('the Unsettled tab pages by keys as the history does', () => {
  it('asks each later page below the last purchase shown, never by an offset; a purchase arriving repeats no row and loses none; back shows the page it showed', async () => {
    const user = userEvent.setup()
    const unsettled = { rows: Array.from({ length: 25 }, (_, i) => pendingRow(25 - i)) }
    const api = server({ rows: historyOf(3) }, unsettled)
    renderApp('/card/c1')
    const source = await openStream()
    await user.click(await screen.findByRole('tab', { name: 'Unsettled Transactions' }))
    await showsRows(range(25, 16))
    expect(pager().pages).toEqual(['1', '2', '3'])
    const seen = [...shownRows()]

    await user.click(pager().go(2))
    await showsRows(range(15, 6))
    // A purchase comes in: the event refetches the page shown, which keeps its rows (by an offset it would now
    // start one row higher and repeat row 16, the last row of page 1).
    const asked = unsettledQueries(api).length
    unsettled.rows = [pendingRow(26), ...unsettled.rows]
    act(() => source.emit('card.ledger', { cardId: 'c1' }))
    await waitFor(() => expect(unsettledQueries(api).length).toBeGreaterThan(asked))
    await new Promise((resolve) => setTimeout(resolve, 100))
    await showsRows(range(15, 6))
    expect(unsettledQueries(api).at(-1)).toBe('?before=p-16&limit=10')
    seen.push(...shownRows())

    await user.click(pager().go(3))
    await showsRows(range(5, 1))
    expect(pager().current).toBe('3')
    seen.push(...shownRows())
    expect(seen).toEqual(range(25, 1))

    // Back to page 2: by the key it was first asked by, the rows it showed.
    await user.click(pager().go(2))
    await showsRows(range(15, 6))
    const queries = unsettledQueries(api)
    expect(queries.filter((q) => q.includes('skip'))).toEqual([])
    expect(queries.filter((q) => q !== '?limit=10' && !/^\?before=p-\d+&limit=10$/.test(q))).toEqual([])
    expect(queries).toContain('?before=p-16&limit=10')
    expect(queries).toContain('?before=p-6&limit=10')
  })

  it('jumps several pages on through keyed pages', async () => {
    const user = userEvent.setup()
    const unsettled = { rows: Array.from({ length: 45 }, (_, i) => pendingRow(45 - i)) }
    const api = server({ rows: historyOf(3) }, unsettled)
    renderApp('/card/c1')
    await user.click(await screen.findByRole('tab', { name: 'Unsettled Transactions' }))
    await showsRows(range(45, 36))
    await user.click(pager().go(5))
    await showsRows(range(5, 1))
    expect(unsettledQueries(api).filter((q) => q.includes('before='))).toEqual([
      '?before=p-36&limit=10',
      '?before=p-26&limit=10',
      '?before=p-16&limit=10',
      '?before=p-6&limit=10',
    ])
    expect(unsettledQueries(api).filter((q) => q.includes('skip'))).toEqual([])
  })
})
