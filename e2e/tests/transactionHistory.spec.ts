import type { Page } from '@playwright/test'
import { prepareActiveCard } from '../src/api/prepareActiveCard'
import type { Authorization } from '../src/api/types'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { type Locale, text } from '../src/app/locales'
import { signInToCardList } from '../src/app/openCard'
import { expect, type SandboxInfo, test } from '../src/fixtures'
import type { TestWallet } from '../src/wallet/TestWallet'

/**
 * "a history that adds up": a card funded with 50 USDT (49.91 after the fee), then a captured purchase,
 * a reversed one, a refunded one, a held one and a declined one (the sandbox routes stand for the merchants).
 * The history shows one row each with its state and signed amount, the top-up as a credit, and a running
 * balance whose newest value is the balance on the card. In `locale`, with axe on the page.
 */
async function historyAddsUp(page: Page, wallet: TestWallet, sandbox: SandboxInfo, locale: Locale) {
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values)
  const { api, card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })
  expect(card.balance).toBe('49.91')
  const buy = (amount: string, merchantName: string) =>
    api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, { amount, merchantName })
  const grocer = await buy('10.00', 'E2E Grocer')
  const cinema = await buy('7.00', 'E2E Cinema')
  const shoes = await buy('12.00', 'E2E Shoes')
  await api.post(`/sandbox/authorizations/${grocer.id}/capture`, {})
  await api.post(`/sandbox/authorizations/${cinema.id}/reverse`)
  await api.post(`/sandbox/authorizations/${shoes.id}/capture`, {})
  await api.post(`/sandbox/authorizations/${shoes.id}/refund`, {})
  expect((await buy('3.00', 'E2E Bakery')).status).toBe('approved')
  expect(await buy('1000.00', 'E2E Car Dealer')).toMatchObject({
    status: 'declined',
    declineReason: 'insufficient_balance',
  })

  await signInToCardList(page, wallet)
  await page.goto(`${locale === 'en' ? '' : `/${locale}`}/card/${card.id}`)
  await expect(page.getByRole('heading', { level: 1, name: t('cardDetail.title') })).toBeVisible()
  const history = page.getByRole('tabpanel', { name: t('cardDetail.tabs.history') })
  const rows = history.getByTestId('tx-row')
  await expect(rows).toHaveCount(7)

  // Amounts in the locale's notation: "1,000.00" in English, "1.000,00" in German.
  const n = (en: string) => (locale === 'en' ? en : en.replace(/[,.]/g, (mark) => (mark === ',' ? '.' : ',')))
  const debit = `${t('history.direction.debit')} -`
  const credit = `${t('history.direction.credit')} +`
  const expected = [
    [
      'E2E Car Dealer',
      `${debit}${n('1,000.00')} USD`,
      t('history.declined', { reason: t('history.reason.insufficient_balance') }),
    ],
    ['E2E Bakery', `${debit}${n('3.00')} USD`, t('history.state.pending')],
    // The refund is a line of its own, the purchase marked refunded keeps what it took.
    ['E2E Shoes', `${credit}${n('12.00')} USD`, t('history.state.settled')],
    ['E2E Shoes', `${debit}${n('12.00')} USD`, t('history.state.refunded')],
    ['E2E Cinema', `${debit}${n('7.00')} USD`, t('history.state.reversed')],
    ['E2E Grocer', `${debit}${n('10.00')} USD`, t('history.state.settled')],
    [t('history.kind.topup'), `${credit}${n('49.91')} USD`, t('history.state.settled')],
  ]
  for (const [i, [title, amount, state]] of expected.entries()) {
    const row = rows.nth(i)
    await expect(row).toContainText(title as string)
    await expect(row.getByTestId('tx-amount')).toHaveText(amount as string)
    await expect(row.getByTestId('tx-state')).toHaveText(state as string)
  }
  // The running balance, newest first: none on the decline (it moved nothing); 36.91 with the bakery's 3.00
  // held (the balance on the card); 39.91 after the shoes' refund, 27.91 after the shoes; 39.91 after the
  // grocer's 10.00, unchanged by the reversal; 49.91 after the top-up.
  const balances = ['36.91', '39.91', '27.91', '39.91', '39.91', '49.91'].map((b) =>
    t('history.balanceAfter', { amount: n(b), currency: 'USD' }),
  )
  await expect(rows.getByTestId('tx-balance')).toHaveText(balances)
  await expect(page.getByTestId('balance')).toContainText(n('36.91'))
  expect((await api.get<{ balance: string }>(`/card/${card.id}`)).balance).toBe('36.91')
  await expectNoSeriousA11y(page)
}

test('The card history, one row per purchase, signed, adding up to the balance', async ({
  page,
  wallet,
  sandbox,
}) => {
  await historyAddsUp(page, wallet, sandbox, 'en')
})

test('The card history pages by keys: a purchase arriving live neither repeats nor hides a row of the next page', async ({
  page,
  wallet,
  sandbox,
}) => {
  const t = (key: string) => text('en', key)
  const { api, card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })
  const buy = async (n: number) => {
    const bought = await api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, {
      amount: '1.00',
      merchantName: `E2E Shop ${String(n).padStart(2, '0')}`,
    })
    expect(bought.status).toBe('approved')
    return bought
  }
  // Eleven purchases above the top-up: a page of ten, and a second page of two.
  const bought = []
  for (let n = 1; n <= 11; n++) bought.push(await buy(n))

  await signInToCardList(page, wallet)
  await page.goto(`/card/${card.id}`)
  const history = page.getByRole('tabpanel', { name: t('cardDetail.tabs.history') })
  const rows = history.getByTestId('tx-row')
  const pager = history.getByRole('navigation', { name: t('cardDetail.pager') })
  await expect(rows).toHaveCount(10)
  await expect(rows.first()).toContainText('E2E Shop 11')
  await expect(rows.last()).toContainText('E2E Shop 02')

  // Page 2 is asked below the last row of page 1, not by an offset.
  const keyed = (request: { url: () => string }) =>
    request.url().includes(`/api/card/${card.id}/transaction?`) && request.url().includes('before=')
  const pageTwo = page.waitForRequest(keyed)
  await pager.getByRole('button', { name: '2' }).click()
  const asked = new URL((await pageTwo).url()).searchParams
  expect([asked.get('before'), asked.has('skip')]).toEqual([bought[1]!.id, false])
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText('E2E Shop 01')
  await expect(rows.nth(1)).toContainText(t('history.kind.topup'))

  // A purchase comes in while page 2 is shown: its event refetches page 2 by the same key, and it keeps its rows.
  const refetched = page.waitForRequest(keyed)
  await buy(12)
  expect(new URL((await refetched).url()).searchParams.get('before')).toBe(bought[1]!.id)
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText('E2E Shop 01')

  // Page 1 shows the newest rows; page 2 from there starts below its last row now: E2E Shop 02 is not lost.
  await pager.getByRole('button', { name: '1' }).click()
  await expect(rows.first()).toContainText('E2E Shop 12')
  await expect(rows.last()).toContainText('E2E Shop 03')
  await pager.getByRole('button', { name: '2' }).click()
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText('E2E Shop 02')
  await expect(rows.nth(1)).toContainText('E2E Shop 01')
})

test.describe('in German on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('The card history in German', async ({ page, wallet, sandbox }) => {
    await historyAddsUp(page, wallet, sandbox, 'de')
  })
})
