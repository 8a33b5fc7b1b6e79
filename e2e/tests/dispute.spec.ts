import type { Page } from '@playwright/test'
import { prepareActiveCard } from '../src/api/prepareActiveCard'
import type { Authorization } from '../src/api/types'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { type Locale, text } from '../src/app/locales'
import { signInToCardList } from '../src/app/openCard'
import { expect, type SandboxInfo, test } from '../src/fixtures'
import type { TestWallet } from '../src/wallet/TestWallet'

type Dispute = { id: string; transactionId: string; status: string; credited: string }

/**
 * "Report a problem": a card funded with 50 USDT (49.91 after the fee) buys 10.00 at a grocer, which
 * settles. Its owner reports a problem with it from the history (reason, description), the row shows the dispute
 * opened; then the sandbox issuer decides it in the owner's favour (`won`, 10.00 for good): the row says won
 * and what it credited, a dispute credit row appears and the balance is back up by 10.00. In `locale`, with axe
 * on the dialog and the page.
 */
async function reportAProblem(page: Page, wallet: TestWallet, sandbox: SandboxInfo, locale: Locale) {
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values)
  // Amounts in the locale's notation: "1,000.00" in English, "1.000,00" in German.
  const n = (en: string) => (locale === 'en' ? en : en.replace(/[,.]/g, (mark) => (mark === ',' ? '.' : ',')))
  const { api, card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })
  expect(card.balance).toBe('49.91')
  const grocer = await api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, {
    amount: '10.00',
    merchantName: 'E2E Grocer',
  })
  await api.post(`/sandbox/authorizations/${grocer.id}/capture`, {})

  await signInToCardList(page, wallet)
  await page.goto(`${locale === 'en' ? '' : `/${locale}`}/card/${card.id}`)
  await expect(page.getByRole('heading', { level: 1, name: t('cardDetail.title') })).toBeVisible()
  const history = page.getByRole('tabpanel', { name: t('cardDetail.tabs.history') })
  // The purchase's own row (a dispute credit's row may name the merchant too).
  const purchase = history
    .getByTestId('tx-row')
    .filter({ has: page.getByText('E2E Grocer', { exact: true }) })
  await expect(purchase.getByTestId('tx-state')).toHaveText(t('history.state.settled'))
  await expect(page.getByTestId('balance')).toContainText(n('39.91'))

  // Report it: the dialog names the purchase and shows the description's rule.
  await purchase.getByRole('button', { name: t('dispute.report') }).click()
  await expect(page.getByRole('dialog', { name: t('dispute.title') })).toBeVisible()
  // The same dialog, whose title says "sent" once it is.
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('E2E Grocer')
  await expect(dialog).toContainText(t('dispute.description_rule', { min: '10', max: '1000' }))
  await dialog.getByLabel(t('dispute.reason')).selectOption('not_received')
  await dialog.getByLabel(t('dispute.description')).fill('The groceries were never delivered to my address.')
  await expectNoSeriousA11y(page)
  await dialog.getByRole('button', { name: t('dispute.submit') }).click()
  await expect(dialog.getByRole('heading', { name: t('dispute.sent_title') })).toBeVisible()
  await expect(dialog).toContainText(t('dispute.sent'))
  await expect(dialog.getByTestId('tx-dispute')).toHaveText(t('dispute.status.opened'))
  await expectNoSeriousA11y(page)
  await dialog.getByText(t('common.close'), { exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(purchase.getByTestId('tx-dispute')).toHaveText(t('dispute.status.opened'))
  await expect(purchase.getByRole('button', { name: t('dispute.report') })).toHaveCount(0)

  // The issuer decides it in the owner's favour: 10.00 for good.
  const { items } = await api.get<{ items: Dispute[] }>(`/card/${card.id}/disputes`)
  const filed = items.find((d) => d.transactionId === grocer.id)
  expect(filed).toMatchObject({ status: 'opened' })
  await api.post(`/sandbox/disputes/${filed?.id}`, { status: 'won', finalCredit: '10.00' })

  await page.reload()
  const won = `${t('dispute.status.won')} · ${t('dispute.note.won', { amount: n('10.00'), currency: 'USD' })}`
  await expect(purchase.getByTestId('tx-dispute')).toHaveText(won)
  const credit = history.getByTestId('tx-row').filter({ hasText: t('history.kind.dispute') })
  await expect(credit).toHaveCount(1)
  await expect(credit.getByTestId('tx-amount')).toHaveText(
    `${t('history.direction.credit')} +${n('10.00')} USD`,
  )
  await expect(credit.getByTestId('tx-balance')).toHaveText(
    t('history.balanceAfter', { amount: n('49.91'), currency: 'USD' }),
  )
  await expect(page.getByTestId('balance')).toContainText(n('49.91'))
  expect((await api.get<{ balance: string }>(`/card/${card.id}`)).balance).toBe('49.91')
  await expectNoSeriousA11y(page)
}

test('Report a problem with a settled purchase; the dispute won credits the card', async ({
  page,
  wallet,
  sandbox,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await reportAProblem(page, wallet, sandbox, 'en')
})

test.describe('in German on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('Report a problem, in German', async ({ page, wallet, sandbox }) => {
    await reportAProblem(page, wallet, sandbox, 'de')
  })
})
