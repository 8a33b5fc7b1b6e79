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

  // After the reload the person is still signed in on the card; the payment is found on chain and credited:
  // the order moves on to the contact form (Activate), with nothing reported by the page.
  await expect(page.getByRole('heading', { level: 1, name: en('cardDetail.title') })).toBeVisible()
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('button', { name: en('cardDetail.activate') })).toBeVisible({
      timeout: 3_000,
    })
  }).toPass({ timeout: 45_000 })
})
