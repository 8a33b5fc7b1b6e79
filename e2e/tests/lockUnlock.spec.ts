import { prepareActiveCard } from '../src/api/prepareActiveCard'
import type { Authorization } from '../src/api/types'
import { en } from '../src/app/locales'
import { openCardFromList, signInToCardList, statusLabel } from '../src/app/openCard'
import { expect, test } from '../src/fixtures'

test('journey 4: lock and unlock the card; a purchase while locked is declined', async ({
  page,
  wallet,
  sandbox,
}) => {
  const { api, card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })
  const last4 = card.number.slice(-4)

  await signInToCardList(page, wallet)
  await openCardFromList(page, last4)
  await expect(statusLabel(page)).toHaveText(en('cards.status.activated'))
  const lock = page.getByRole('switch', { name: en('cardDetail.lock_switch') })
  await expect(lock).toHaveAttribute('aria-checked', 'false')

  await lock.click()
  await expect(lock).toHaveAttribute('aria-checked', 'true')
  await expect(statusLabel(page)).toHaveText(en('cards.status.locked'))

  // A merchant tries to charge the locked card (the sandbox route stands for the card network).
  const declined = await api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, {
    amount: '5.00',
    merchantName: 'Locked Out Store',
  })
  expect(declined).toMatchObject({ status: 'declined', declineReason: 'card_locked' })

  await lock.click()
  await expect(lock).toHaveAttribute('aria-checked', 'false')
  await expect(statusLabel(page)).toHaveText(en('cards.status.activated'))

  const approved = await api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, {
    amount: '5.00',
    merchantName: 'Open Again Store',
  })
  expect(approved.status).toBe('approved')

  // The history shows the approved purchase, and the declined one as a decline (the transactions
  // users see are the issuer's, declines with their reason included); the balance is held by 5.00.
  await page.reload()
  const history = page.getByRole('tabpanel', { name: en('cardDetail.tabs.history') })
  await expect(history.getByRole('listitem').filter({ hasText: 'Open Again Store' })).toContainText('5.00')
  await expect(history.getByRole('listitem').filter({ hasText: 'Locked Out Store' })).toHaveCount(1)
})
