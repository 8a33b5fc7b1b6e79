import { prepareActiveCard } from '../src/api/prepareActiveCard'
import type { ApiCard, Authorization } from '../src/api/types'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { en } from '../src/app/locales'
import { centsOf } from '../src/app/money'
import { openCardFromList, signInToCardList } from '../src/app/openCard'
import { expect, test } from '../src/fixtures'

// A 3DS challenge from the card network (the sandbox route stands for it) waits on the card detail
// page for its owner, who approves or declines it there; the sandbox keeps its one-time code beside it.
test('3DS challenge on the card: approved on the page, the purchase in the history; then one declined at 375 px', async ({
  page,
  wallet,
  sandbox,
}) => {
  const { api, card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })
  await signInToCardList(page, wallet)
  await openCardFromList(page, card.number.slice(-4))
  const prompt = page.getByRole('region', { name: en('challenge.title') })
  await expect(prompt).toHaveCount(0)

  // A merchant asks for 12.34 USD with 3DS: the page shows the question by itself (it polls), no reload.
  const approve = { amount: '12.34', currency: 'USD', merchant: 'E2E Challenge Bistro' }
  const purchase = await api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, {
    amount: approve.amount,
    merchantName: approve.merchant,
    threeDS: true,
  })
  expect(purchase.status).toBe('challenge')
  await expect(prompt).toContainText(en('challenge.question', approve))
  await expect(prompt.getByTestId('challenge-countdown')).toHaveText(/\d:\d\d$/)
  await expectNoSeriousA11y(page)

  await prompt.getByRole('button', { name: en('challenge.approve') }).click()
  await expect(prompt.getByTestId('challenge-outcome')).toHaveText(en('challenge.approved', approve))
  // The sandbox continued the purchase: approved and held, its code and the challenge gone.
  expect(await api.get<unknown>(`/card/${card.id}/challenge`)).toBe('OK')
  expect(await api.get<unknown>(`/card/${card.id}/3ds`)).toBe('OK')
  const afterApproval = await api.get<ApiCard>(`/card/${card.id}`)
  expect(centsOf(afterApproval.balance)).toBe(centsOf(card.balance) - 1234n)
  // The page reloaded the card and its history after the answer.
  await expect(page.getByTestId('balance')).toContainText(afterApproval.balance)
  const history = page.getByRole('tabpanel', { name: en('cardDetail.tabs.history') })
  const row = history.getByRole('listitem').filter({ hasText: approve.merchant })
  await expect(row).toHaveCount(1)
  // One row for the purchase (the history): a purchase, pending while its hold is open.
  await expect(row).toContainText(en('history.kind.purchase'))
  await expect(row.getByTestId('tx-state')).toHaveText(en('history.state.pending'))
  await expect(row).toContainText(approve.amount)
  await prompt.getByRole('button', { name: en('challenge.dismiss') }).click()
  await expect(prompt).toHaveCount(0)

  // On a phone: another challenged purchase, declined. Nothing is held and its code no longer works.
  await page.setViewportSize({ width: 375, height: 740 })
  const decline = { amount: '3.21', currency: 'USD', merchant: 'E2E Declined Market' }
  const declined = await api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, {
    amount: decline.amount,
    merchantName: decline.merchant,
    threeDS: true,
  })
  expect(declined.status).toBe('challenge')
  const { otp } = await api.get<{ otp: string }>(`/card/${card.id}/3ds`)
  await expect(prompt).toContainText(en('challenge.question', decline))
  const declineButton = prompt.getByRole('button', { name: en('challenge.decline') })
  await declineButton.scrollIntoViewIfNeeded()
  await expect(declineButton).toBeInViewport({ ratio: 1 })
  await expect(prompt.getByRole('button', { name: en('challenge.approve') })).toBeInViewport({ ratio: 1 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await declineButton.click()
  await expect(prompt.getByTestId('challenge-outcome')).toHaveText(en('challenge.declined', decline))
  expect(await api.get<unknown>(`/card/${card.id}/challenge`)).toBe('OK')
  await expect(api.post(`/sandbox/authorizations/${declined.id}/otp`, { otp })).rejects.toMatchObject({
    status: 409,
  })
  expect((await api.get<ApiCard>(`/card/${card.id}`)).balance).toBe(afterApproval.balance)
  await expect(page.getByTestId('balance')).toContainText(afterApproval.balance)
})
