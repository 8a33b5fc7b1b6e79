import type { ApiCard } from '../src/api/types'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { expectWalletPrompt } from '../src/app/expectWalletPrompt'
import { takeFreeCard, topUpFail, waitingConfirm } from '../src/app/firstCardJourney'
import { en } from '../src/app/locales'
import { openTopUp } from '../src/app/topUpScreen'
import { expect, test } from '../src/fixtures'

test('journey 5: the user rejects the payment transaction: TopUpFail, order payment cancelled', async ({
  page,
  wallet,
}) => {
  await takeFreeCard(page, wallet)
  const cardId = new URL(page.url()).pathname.split('/').pop() ?? ''
  await openTopUp(page)
  await page.getByLabel(en('topup.amount')).fill('20')

  const cancel = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith(`/api/order/${cardId}/pay/cancel`),
  )
  await page.getByRole('button', { name: en('topup.confirm') }).click()
  const fail = topUpFail(page)
  await expectWalletPrompt(wallet, 'transaction', fail)
  await expect(waitingConfirm(page)).toBeVisible()
  await wallet.reject('transaction')

  await expect(fail).toContainText(en('topup.fail.reason.rejected'))
  await expectNoSeriousA11y(page)
  await cancel
  await fail.getByRole('button', { name: en('topup.fail.retry') }).click()

  // Nothing was paid: the card is still a new order and the form can be used again.
  const card = await page.request.get(`/api/card/${cardId}`, { headers: { 'X-PAYER': wallet.address } })
  expect(((await card.json()) as ApiCard).status).toBe('new')
  await expect(page.getByRole('button', { name: en('topup.confirm') })).toBeEnabled()
  expect(wallet.history.filter((r) => r.method === 'eth_sendTransaction').map((r) => r.outcome)).toEqual([
    'rejected',
  ])
})
