import { accountMenu } from '../src/app/connectWallet'
import { payFirstTopUp, takeFreeCard } from '../src/app/firstCardJourney'
import { en } from '../src/app/locales'
import { expect, test } from '../src/fixtures'
import { waitForReceipt } from '../src/wallet/fundNewAccount'

test('journey 7: reload during WaitingConfirm, the report never sent: the watcher still credits the payment', async ({
  page,
  wallet,
  sandbox,
}) => {
  await takeFreeCard(page, wallet)
  const cardId = new URL(page.url()).pathname.split('/').pop() ?? ''

  // The tab goes away before its report reaches the server: the report hangs until the reload drops it.
  await page.route(`**/api/order/${cardId}/pay`, () => undefined)
  const hash = (await payFirstTopUp(page, wallet, '20')) as `0x${string}`
  await waitForReceipt(sandbox.rpcUrl, hash)
  await expect(page.getByRole('dialog', { name: en('topup.waiting.title_first') })).toBeVisible()
  await page.reload()
  await page.unroute(`**/api/order/${cardId}/pay`)

  // After the reload the person is still connected, on the page they were on. Nothing was reported, yet the
  // payment is found on chain and credited: the order needs contact information now, so the top-up screen
  // sends them to the card, which opens the contact form and, once it is closed, offers Activate.
  await expect(accountMenu(page)).toBeVisible()
  const form = page.getByRole('dialog', { name: en('application.title') })
  await expect(async () => {
    await page.reload()
    await expect(form).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 45_000 })
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(page.getByRole('button', { name: en('cardDetail.activate') })).toBeVisible()
})
