import { prepareActiveCard } from '../src/api/prepareActiveCard'
import type { ApiCard } from '../src/api/types'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { expectWalletPrompt } from '../src/app/expectWalletPrompt'
import { topUpFail } from '../src/app/firstCardJourney'
import { en } from '../src/app/locales'
import { centsOf } from '../src/app/money'
import { openCardFromList, signInToCardList } from '../src/app/openCard'
import { chooseCurrency, openTopUp, totalLine } from '../src/app/topUpScreen'
import { holdBlocks } from '../src/chain/holdBlocks'
import { expect, test } from '../src/fixtures'

test('journey 2: top up an active card by swapping UNI with slippage; pending, then balance', async ({
  page,
  wallet,
  sandbox,
}) => {
  const { api, card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })
  const before = centsOf(card.balance)
  await signInToCardList(page, wallet)
  await openCardFromList(page, card.number.slice(-4))
  await openTopUp(page)

  await chooseCurrency(page, 'UNI')
  await page.getByLabel(en('topup.amount')).fill('10')
  // A swap: the rate comes from the pool (UNI is about 8 USD in the sandbox) and slippage appears.
  await expect(page.getByText(/^1 UNI ≈ [\d.]+ USD$/)).toBeVisible()
  await expect(page.getByText(en('topup.swap_disclaimer'))).toBeVisible()
  // What the swap will do: minimum received, price impact (10 UNI moves the sandbox pool far less than 2 %), route.
  await expect(page.getByTestId('swap-route')).toHaveText('UNI → USDT')
  await expect(page.getByTestId('price-impact')).toHaveAttribute('data-level', 'ok')
  await expect(page.getByTestId('min-received')).toContainText('USDT')
  await expectNoSeriousA11y(page)
  const slippage = page.getByLabel(en('topup.slippage'))
  await expect(slippage).toHaveValue('0.1')
  await slippage.fill('60')
  await expect(page.getByText(en('topup.error_msg.slippage-overflow'))).toBeVisible()
  await expect(page.getByRole('button', { name: en('topup.confirm') })).toBeDisabled()
  await slippage.fill('1')
  await expect(page.getByText(en('topup.error_msg.slippage-overflow'))).toHaveCount(0)
  await expect(totalLine(page)).toContainText(/\d\.\d{2} USD/)
  const total = centsOf((await totalLine(page).textContent()) ?? '')
  expect(total).toBeGreaterThan(7_000n)
  expect(total).toBeLessThan(9_000n)

  await page.getByRole('button', { name: en('topup.confirm') }).click()
  await expectWalletPrompt(wallet, 'transaction', topUpFail(page))
  await expect(page.getByRole('dialog', { name: en('topup.waiting.title_topup') })).toBeVisible()
  // Two wallet prompts: the exact ERC-20 approval for the router, then the swap paying the card's address.
  // The chain is held meanwhile and mined by hand (the approval, then the swap and its second confirmation), so
  // the credit stays short of finality and cannot settle while the person looks at the card: the pending top-up
  // is on screen whatever the machine's load (with the chain running it raced SETTLEMENT_DELAY and sometimes lost).
  const pending = await holdBlocks(sandbox.rpcUrl, async (mine) => {
    await wallet.approve('transaction')
    await mine(1)
    const swapHash = await wallet.approve('transaction')
    expect(swapHash).toMatch(/^0x[0-9a-f]{64}$/)
    await mine(2)

    const complete = page.getByRole('dialog', { name: en('topup.complete.title') })
    await expect(complete).toBeVisible({ timeout: 60_000 })
    await expectNoSeriousA11y(page)
    await complete.getByRole('button', { name: en('common.ok') }).click()

    // The credited amount waits as pending top-up until it is final and the issuer settles it, then it is balance.
    await page
      .getByRole('link', { name: en('nav.my_card') })
      .first()
      .click()
    await openCardFromList(page, card.number.slice(-4))
    await expect(page.getByText(en('cardDetail.pending_topup'))).toBeVisible()
    return centsOf((await page.getByText(en('cardDetail.pending_topup')).textContent()) ?? '')
  })
  expect(pending).toBeGreaterThan(6_000n)
  let settled: ApiCard | undefined
  await expect(async () => {
    settled = await api.get<ApiCard>(`/card/${card.id}`)
    expect(settled.pendingTopup).toBe('0.00')
  }).toPass({ timeout: 30_000 })
  expect(centsOf(settled?.balance ?? '')).toBe(before + pending)
  await page.reload()
  await expect(page.getByTestId('balance')).toContainText(settled?.balance ?? 'never')
  await expect(page.getByText(en('cardDetail.pending_topup'))).toHaveCount(0)
})
