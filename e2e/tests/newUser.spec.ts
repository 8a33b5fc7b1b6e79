import { randomUUID } from 'node:crypto'
import { parseUnits } from 'viem'
import { earnSecondCard } from '../src/api/earnSecondCard'
import { prepareActiveCard } from '../src/api/prepareActiveCard'
import type { ApiCard, Authorization } from '../src/api/types'
import { waitForCard } from '../src/api/waitForCard'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { payFirstTopUp, takeFreeCard } from '../src/app/firstCardJourney'
import { text } from '../src/app/locales'
import { signInToCardList } from '../src/app/openCard'
import { sendToken } from '../src/chain/sendToken'
import { expect, test, workerFunder } from '../src/fixtures'

/**
 * What a new user trips on, walked as one: a 3,000 deposit partly moved to another card reads as a credit of what
 * stayed next to a row of what left (never as a cancelled top-up), and German is found in the header of `/`,
 * or opens by itself in a German browser.
 */

const cents = (shown: string) => BigInt(shown.replace(/[^\d-]/g, ''))

test('a deposit partly moved: a credit of what stayed and a move row, adding up (en, 1280 px)', async ({
  page,
  wallet,
  sandbox,
}, testInfo) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const en = (key: string, values?: Record<string, string>) => text('en', key, values)
  const { api, card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey, usdt: '20' })
  const second = await earnSecondCard({
    sandbox,
    api,
    privateKey: wallet.privateKey,
    funder: workerFunder(testInfo.parallelIndex),
  })
  // 3,000 USDT to a card holding 19.964: 2,994.60 credited after the 0.18 % fee, 14.564 of it over the maximum.
  const { address } = await api.get<{ address: `0x${string}` }>(`/card/${card.id}/topup?currency=usdt`)
  const token = sandbox.token('USDT')
  await sendToken({
    rpcUrl: sandbox.rpcUrl,
    chainId: sandbox.chain.id,
    privateKey: wallet.privateKey,
    token: token.address,
    to: address,
    amount: parseUnits('3000', token.decimals),
  })
  const full = await waitForCard(api, card.id, (c) => c.balance === '3000.00', 60_000)
  expect(full.pendingTopup).toBe('14.56')
  await api.post(`/card/${card.id}/pending-topup/transfer`, { toCardId: second.id, key: randomUUID() })
  expect(await api.get<ApiCard>(`/card/${card.id}`)).toMatchObject({
    balance: '3000.00',
    pendingTopup: '0.00',
  })

  await signInToCardList(page, wallet)
  await page.goto(`/card/${card.id}`)
  const history = page.getByRole('tabpanel', { name: en('cardDetail.tabs.history') })
  const rows = history.getByTestId('tx-row')
  await expect(rows).toHaveCount(3)
  const last4 = second.number.slice(-4)
  const move = rows.nth(0)
  const deposit = rows.nth(1)
  await expect(move).toContainText(en('history.kind.transfer_out_card', { last4 }))
  // 14.564 moved (19.964 + 2,994.60 - 3,000): a debit is never shown below what went out, a credit never above
  // what stayed, so the two shown amounts still add up to the deposit to the cent.
  await expect(move.getByTestId('tx-amount')).toHaveText(`${en('history.direction.debit')} -14.57 USD`)
  await expect(move.getByTestId('tx-balance')).toContainText('3,000.00')
  // The deposit stays a credit, settled at what stayed: not "Reversed", not struck through.
  await expect(deposit).toContainText(en('history.kind.topup'))
  await expect(deposit.getByTestId('tx-state')).toHaveText(en('history.state.settled'))
  const credited = deposit.getByTestId('tx-amount')
  await expect(credited).toHaveText(`${en('history.direction.credit')} +2,980.03 USD`)
  await expect(credited).not.toHaveClass(/line-through/)
  await expect(history.getByTestId('tx-state').filter({ hasText: en('history.state.reversed') })).toHaveCount(
    0,
  )
  // What stayed and what left add up to what the deposit brought (3,000 less the 5.40 fee).
  const amounts = await rows.getByTestId('tx-amount').allTextContents()
  expect(cents(amounts[1] ?? '') - cents(amounts[0] ?? '')).toBe(299_460n)
  await expectNoSeriousA11y(page)

  // The other card: a credit moved in, named by the first card's number.
  await page.goto(`/card/${second.id}`)
  const arrived = page
    .getByRole('tabpanel', { name: en('cardDetail.tabs.history') })
    .getByTestId('tx-row')
    .first()
  await expect(arrived).toContainText(en('history.kind.transfer_in_card', { last4: card.number.slice(-4) }))
  await expect(arrived.getByTestId('tx-amount')).toHaveText(`${en('history.direction.credit')} +14.56 USD`)
  await expectNoSeriousA11y(page)
})

test('a dispute credit appears on the open card page without a reload (en, 1280 px)', async ({
  page,
  wallet,
  sandbox,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const en = (key: string) => text('en', key)
  const { api, card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })
  const grocer = await api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, {
    amount: '10.00',
    merchantName: 'E2E Grocer',
  })
  await api.post(`/sandbox/authorizations/${grocer.id}/capture`, {})
  const filed = await api.post<{ id: string }>(`/card/${card.id}/disputes`, {
    transactionId: grocer.id,
    reason: 'not_received',
    description: 'The groceries were never delivered to my address.',
  })

  await signInToCardList(page, wallet)
  await page.goto(`/card/${card.id}`)
  const history = page.getByRole('tabpanel', { name: en('cardDetail.tabs.history') })
  await expect(history.getByTestId('tx-row')).toHaveCount(2)
  await expect(page.getByTestId('balance')).toContainText('39.91')
  // Marks the document: a reload would lose it.
  await page.evaluate(() => {
    ;(window as unknown as { stayed: boolean }).stayed = true
  })

  await api.post(`/sandbox/disputes/${filed.id}`, { status: 'won', finalCredit: '10.00' })
  const credit = history.getByTestId('tx-row').filter({ hasText: en('history.kind.dispute') })
  await expect(credit).toHaveCount(1)
  await expect(credit.getByTestId('tx-amount')).toHaveText(`${en('history.direction.credit')} +10.00 USD`)
  await expect(page.getByTestId('balance')).toContainText('49.91')
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  await expectNoSeriousA11y(page)
})

test('the contact form takes a name as it is written: Jürgen Groß-Müller (en, 1280 px)', async ({
  page,
  wallet,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const en = (key: string) => text('en', key)
  await takeFreeCard(page, wallet)
  const cardId = new URL(page.url()).pathname.split('/').pop() ?? ''
  await payFirstTopUp(page, wallet, '20')
  const form = page.getByRole('dialog', { name: en('application.title') })
  await expect(async () => {
    if (!(await form.isVisible())) await page.goto(`/card/${cardId}`)
    await expect(form).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 60_000 })
  await form.getByLabel(en('application.email')).fill('juergen@example.com')
  await form.getByLabel(en('application.calling_code')).fill('+49')
  await form.getByLabel(en('application.phone')).fill('15112345678')
  const name = form.getByLabel(en('application.display_name'))
  // The form keeps to the server's limit: a 70-letter name stops at 64, never failing later on the server.
  await name.fill('')
  await name.pressSequentially('x'.repeat(70))
  await expect(name).toHaveValue('x'.repeat(64))
  await name.fill('Jürgen Groß-Müller')
  await expectNoSeriousA11y(page)
  await form.getByRole('button', { name: en('application.submit') }).click()
  await expect(form).toBeHidden()
  const kept = await page.request.get(`/api/card/${cardId}/display-name`, {
    headers: { 'X-PAYER': wallet.address },
  })
  expect(kept.status()).toBe(200)
  expect(await kept.json()).toEqual({ displayName: 'Jürgen Groß-Müller' })
})

test('the home page claims "credited" for exactly the tokens the server credits (en, 1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const config = await (await page.request.get('/api/config')).json()
  const credited = [
    ...new Set(
      (config.chains as { orderCurrency: string }[]).map((chain) => chain.orderCurrency.toLowerCase()),
    ),
  ]
  expect(credited.length).toBeGreaterThan(0)
  await page.goto('/')
  const tokens = page.locator('[data-token]')
  await expect(tokens.first()).toBeVisible()
  const claims = await tokens.evaluateAll((items) =>
    items.map((item) => [item.getAttribute('data-token') ?? '', item.getAttribute('data-credit') ?? '']),
  )
  for (const [token, claim] of claims)
    expect(claim, token).toBe(credited.includes(token ?? '') ? 'direct' : 'swap')
  await expect(page.getByTestId('home-tokens-explain')).toHaveText(
    text('en', 'home.tokens.explain', { tokens: credited.map((token) => token.toUpperCase()).join(', ') }),
  )
  // Card details can be shown again (with a wallet signature): the page no longer says "only once".
  await expect(page.getByText(/only once/i)).toHaveCount(0)
  await expect(page.getByText(text('en', 'home.features.secure.text'))).toBeVisible()
})

test.describe('in German on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('German chosen from the header on /, and remembered on the next visit', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home.title'))
    await page.getByRole('button', { name: /\(Language\)$/ }).click()
    const items = page.getByRole('menuitemradio')
    await expect(items).toHaveText([
      'English',
      '繁體中文',
      '简体中文',
      'Türkçe',
      '日本語',
      'Deutsch',
      'Русский',
    ])
    await expectNoSeriousA11y(page)
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'home.title'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expectNoSeriousA11y(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    // The choice holds: `/` opens in German again.
    await page.goto('/')
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'home.title'))
  })

  test.describe('a German browser', () => {
    test.use({ locale: 'de-DE' })

    test('a first visit to / opens in German; English chosen from the menu stays English', async ({
      page,
    }) => {
      await page.goto('/?code=WELCOME')
      await expect(page).toHaveURL(/\/de\?code=WELCOME$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'home.title'))
      await page.getByRole('button', { name: text('de', 'nav.language') }).click()
      await page.getByRole('menuitemradio', { name: 'English' }).click()
      await expect(page).toHaveURL(/\/\?code=WELCOME$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home.title'))
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home.title'))
      await expect(page).not.toHaveURL(/\/de/)
    })
  })
})
