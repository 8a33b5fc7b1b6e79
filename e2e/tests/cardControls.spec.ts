import type { Page } from '@playwright/test'
import { prepareActiveCard } from '../src/api/prepareActiveCard'
import type { Authorization } from '../src/api/types'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { type Locale, text } from '../src/app/locales'
import { signInToCardList } from '../src/app/openCard'
import { expect, type SandboxInfo, test } from '../src/fixtures'
import type { TestWallet } from '../src/wallet/TestWallet'

type CardControls = { limits: { perPurchase: string | null; daily: string | null; monthly: string | null } }

/**
 * The owner's controls: on the card page the Controls panel opens, a daily limit of 20.00 is typed in
 * the page's notation and saved; the API then holds it. A merchant's 12.00 purchase (the sandbox's simulator
 * stands for the card network) is approved, a second 12.00 online the same day goes over the limit and is
 * declined, and the history says why: "Declined: over your daily limit of 20.00 USD", in `locale`. axe on the
 * card page with the panel open.
 */
async function dailyLimitSaysWhy(page: Page, wallet: TestWallet, sandbox: SandboxInfo, locale: Locale) {
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values)
  const n = (en: string) => (locale === 'en' ? en : en.replace('.', ','))
  const { api, card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })

  await signInToCardList(page, wallet)
  await page.goto(`${locale === 'en' ? '' : `/${locale}`}/card/${card.id}`)
  await expect(page.getByRole('heading', { level: 1, name: t('cardDetail.title') })).toBeVisible()
  const panel = page.getByRole('region', { name: t('controls.title'), exact: true })
  const open = panel.getByRole('button', { name: t('controls.title'), exact: true })
  await open.click()
  await expect(open).toHaveAttribute('aria-expanded', 'true')
  const daily = panel.getByRole('textbox', { name: t('controls.limits.daily') })
  await expect(daily).toHaveValue('')
  // The program's maximum beside it (the sandbox runs the default policy: 2,500.00 a day).
  await expect(
    panel.getByText(t('controls.limits.max', { max: locale === 'en' ? '2,500.00' : '2.500,00' })).first(),
  ).toBeVisible()
  await expectNoSeriousA11y(page)
  // The open panel fits the screen: nothing wider than the viewport.
  const width = page.viewportSize()?.width ?? 1280
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

  await daily.fill(n('20.00'))
  await panel.getByRole('button', { name: t('controls.save') }).click()
  await expect(panel.getByRole('status').filter({ hasText: t('controls.saved') })).toBeVisible()
  await expect(daily).toHaveValue(n('20.00'))
  expect((await api.get<CardControls>(`/card/${card.id}/controls`)).limits).toEqual({
    perPurchase: null,
    daily: '20.00',
    monthly: null,
  })

  const buy = (merchantName: string, facts: Record<string, string> = {}) =>
    api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, {
      amount: '12.00',
      merchantName,
      ...facts,
    })
  expect((await buy('E2E Bookshop')).status).toBe('approved')
  expect(await buy('E2E Web Shop', { channel: 'online', mcc: '5999', country: 'USA' })).toMatchObject({
    status: 'declined',
    declineReason: 'over_daily_limit',
  })

  const history = page.getByRole('tabpanel', { name: t('cardDetail.tabs.history') })
  const declined = history.getByTestId('tx-row').filter({ hasText: 'E2E Web Shop' })
  await expect(declined.getByTestId('tx-state')).toHaveText(
    t('history.declined', { reason: t('history.reason.over_daily_limit', { limit: n('20.00') }) }),
  )
  await expect(
    history.getByTestId('tx-row').filter({ hasText: 'E2E Bookshop' }).getByTestId('tx-state'),
  ).toHaveText(t('history.state.pending'))
  await expectNoSeriousA11y(page)
}

test('A daily limit set on the card page declines a purchase over it, and the history says why', async ({
  page,
  wallet,
  sandbox,
}) => {
  await dailyLimitSaysWhy(page, wallet, sandbox, 'en')
})

test.describe('in German on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('The daily limit and its decline in German', async ({ page, wallet, sandbox }) => {
    await dailyLimitSaysWhy(page, wallet, sandbox, 'de')
  })
})
