import type { Page } from '@playwright/test'
import { parseUnits } from 'viem'
import type { ApiClient } from '../src/api/ApiClient'
import { earnSecondCard } from '../src/api/earnSecondCard'
import { prepareActiveCard } from '../src/api/prepareActiveCard'
import type { ApiCard } from '../src/api/types'
import { waitForCard } from '../src/api/waitForCard'
import { connectWallet } from '../src/app/connectWallet'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { type Locale, text } from '../src/app/locales'
import { sendToken } from '../src/chain/sendToken'
import { expect, type SandboxInfo, test, workerFunder } from '../src/fixtures'
import type { TestWallet } from '../src/wallet/TestWallet'

/**
 * Money over the card maximum has a way out: an exchange-style deposit that overfills a 3,000 USD card
 * (sent straight to its deposit address, as an exchange would), the deposit page saying the card is full before
 * anyone sends more, and the excess moved by its owner to a second card, where it settles. In German at 375 px
 * the full card's deposit page (its table headers keep apart) and the excess asked back as a refund.
 */

/** Sends `usdt` from the test key to the card's deposit address and waits until the card is full. */
async function overfill(
  sandbox: SandboxInfo,
  api: ApiClient,
  wallet: TestWallet,
  card: ApiCard,
  usdt: string,
) {
  const { address } = await api.get<{ address: `0x${string}` }>(`/card/${card.id}/topup?currency=usdt`)
  const token = sandbox.token('USDT')
  await sendToken({
    rpcUrl: sandbox.rpcUrl,
    chainId: sandbox.chain.id,
    privateKey: wallet.privateKey,
    token: token.address,
    to: address,
    amount: parseUnits(usdt, token.decimals),
  })
  // Credited once confirmed, settled up to the maximum once final and SETTLEMENT_DELAY (8 s) old.
  return waitForCard(api, card.id, (c) => c.balance === '3000.00', 60_000)
}

/** The page signs in as the same wallet (in English), then opens the card in `prefix`'s language. */
async function openCard(page: Page, wallet: TestWallet, prefix: string, id: string) {
  await page.goto('/')
  await connectWallet(page, wallet)
  await wallet.approve('sign')
  await expect(page.getByRole('link', { name: text('en', 'nav.my_card') }).first()).toBeVisible()
  await page.goto(`${prefix}/card/${id}`)
}

test('over the maximum: the deposit page says the card is full; the excess moves to a second card (en, 1280 px)', async ({
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
  // 3,500 USDT to a card holding 19.96: 3,493.70 credited after the 0.18 % fee, 513.66 of it over the maximum.
  const full = await overfill(sandbox, api, wallet, card, '3500')
  expect(full.pendingTopup).toBe('513.66')

  await openCard(page, wallet, '', card.id)
  await expect(page.getByTestId('balance')).toContainText('3,000.00')
  const panel = page.getByTestId('excess-panel')
  await expect(panel).toContainText(en('excess.title'))
  await expect(panel).toContainText('513.66 USD of the pending top-up is above this card')
  await expect(page.getByTestId('pending-note')).toContainText(en('cardDetail.pending_over_maximum'))
  await expectNoSeriousA11y(page)

  // The deposit page says so before anyone sends more.
  await page.getByRole('link', { name: en('cardDetail.deposit') }).click()
  const room = page.getByTestId('deposit-room')
  await expect(room).toContainText(en('deposit.full_title'))
  await expect(room).toContainText('maximum balance of 3,000.00 USD')
  await expect(page.getByTestId('deposit-swap-hint')).toContainText(
    'ETH, DAI and other tokens sent here are held',
  )
  await expectNoSeriousA11y(page)
  await page.getByRole('link', { name: en('deposit.back') }).click()

  // Moved to the second card, which has room for it.
  await panel.getByRole('button', { name: en('excess.move') }).click()
  await expect(panel.getByLabel(en('excess.move_to'))).toContainText(second.number.slice(-4))
  await expect(panel.getByLabel(en('excess.amount'))).toHaveValue('513.66')
  await expectNoSeriousA11y(page)
  await panel.getByRole('button', { name: en('excess.move_confirm'), exact: true }).click()
  const done = panel.getByTestId('excess-done')
  await expect(done).toContainText(`513.66 USD moved to the card ending ${second.number.slice(-4)}`)
  await expect(page.getByTestId('pending-topup')).toHaveCount(0)

  // Exactly once, into the second card's pending top-up; it settles there (the micro-dollars moved too).
  const after = await api.get<ApiCard>(`/card/${card.id}`)
  expect(after).toMatchObject({ balance: '3000.00', pendingTopup: '0.00' })
  await done.getByRole('link', { name: en('excess.open_card') }).click()
  await expect(page).toHaveURL(new RegExp(`/card/${second.id}$`))
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('balance')).toContainText('533.62', { timeout: 2_000 })
  }).toPass({ timeout: 40_000 })
  const target = await api.get<ApiCard>(`/card/${second.id}`)
  expect(target).toMatchObject({ balance: '533.62', pendingTopup: '0.00' })
})

test.describe('in German on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('a full card: its deposit page says so with headers that keep apart; the excess asked back', async ({
    page,
    wallet,
    sandbox,
  }) => {
    test.setTimeout(180_000)
    const de = (key: string, values?: Record<string, string>) => text('de' satisfies Locale, key, values)
    const { api, card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey, usdt: '20' })
    const full = await overfill(sandbox, api, wallet, card, '3100')
    // 3,100 - 5.58 fee = 3,094.42 credited; 19.96 + 3,094.42 - 3,000 = 114.38 over the maximum.
    expect(full.pendingTopup).toBe('114.38')

    await openCard(page, wallet, '/de', card.id)
    await page.getByRole('link', { name: de('cardDetail.deposit') }).click()
    await expect(page.getByTestId('deposit-room')).toContainText(de('deposit.full_title'))
    // The table headers do not run together: the text of each ends before the next begins, and none overflows.
    const gaps = await page.evaluate(() => {
      const headers = [...document.querySelectorAll('th')]
      const right = (el: Element) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return Math.max(...[...range.getClientRects()].map((r) => r.right))
      }
      const left = (el: Element) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return Math.min(...[...range.getClientRects()].map((r) => r.left))
      }
      return {
        texts: headers.map((h) => h.textContent),
        gaps: headers.slice(1).map((h, i) => left(h) - right(headers[i] as Element)),
        overflow: headers.some((h) => h.scrollWidth > h.clientWidth),
        page: document.documentElement.scrollWidth,
      }
    })
    expect(gaps.texts).toEqual([de('deposit.network'), de('deposit.token'), de('deposit.confirmations')])
    for (const gap of gaps.gaps) expect(gap).toBeGreaterThanOrEqual(8)
    expect(gaps.overflow).toBe(false)
    expect(gaps.page).toBeLessThanOrEqual(375)
    await expectNoSeriousA11y(page)

    // No second card: the excess is asked back; it leaves the card at once and waits for support.
    await page.getByRole('link', { name: de('deposit.back') }).click()
    const panel = page.getByTestId('excess-panel')
    await expect(panel).toContainText('114,38 USD')
    await panel.getByRole('button', { name: de('excess.refund') }).click()
    await expect(panel).toContainText('114,38 USD verlassen diese Karte jetzt')
    await panel
      .getByRole('button', { name: de('excess.refund_confirm') })
      .last()
      .click()
    await expect(panel.getByTestId('excess-done')).toContainText('Erstattung von 114,38 USD angefordert')
    await expect(panel.getByTestId('excess-refund')).toContainText('Der Support sendet sie.')
    await expectNoSeriousA11y(page)
    expect(await api.get<ApiCard>(`/card/${card.id}`)).toMatchObject({
      balance: '3000.00',
      pendingTopup: '0.00',
    })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
