import { signInApi } from '../src/api/ApiClient'
import { accountMenu, connectWallet } from '../src/app/connectWallet'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { en } from '../src/app/locales'
import { expect, test } from '../src/fixtures'

test('journey 9: the profile lists the wallet’s sessions; one other device signed out, then everywhere', async ({
  page,
  wallet,
  sandbox,
}) => {
  await page.goto('/?code=WELCOME')
  await connectWallet(page, wallet)
  await wallet.approve('sign')
  await expect(page.getByRole('link', { name: en('nav.my_card') }).first()).toBeVisible()

  // Two more devices of the same wallet (its key, from Node): their own sessions.
  const device = () =>
    signInApi({
      baseUrl: sandbox.baseUrl,
      privateKey: wallet.privateKey,
      chainId: sandbox.chain.id,
      productName: sandbox.config.productName,
    })
  const laptop = await device()
  const tablet = await device()

  await accountMenu(page).click()
  await page.getByRole('menuitem', { name: en('wallet.profile') }).click()
  const sessions = page.getByRole('region', { name: en('sessions.title') })
  const items = sessions.getByTestId('session-item')
  await expect(items).toHaveCount(3)
  // Newest first: the two Node devices (no browser the server knows), then this browser, marked.
  const mine = items.filter({ hasText: en('sessions.this_device') })
  await expect(mine).toHaveCount(1)
  await expect(mine).toContainText('Chrome')
  await expect(mine.getByRole('button')).toHaveCount(0)
  await expect(items.filter({ hasText: en('sessions.unknown_browser') })).toHaveCount(2)
  await expectNoSeriousA11y(page)

  // Sign out one of the other devices: its cookie stops working, the other device's does not.
  await items
    .filter({ hasText: en('sessions.unknown_browser') })
    .first()
    .getByRole('button', { name: en('sessions.sign_out') })
    .click()
  await expect(items).toHaveCount(2)
  const [first, second] = await Promise.allSettled([laptop.get('/state'), tablet.get('/state')])
  const ended = [first, second].filter((r) => r.status === 'rejected')
  expect(ended, 'exactly one device was signed out').toHaveLength(1)
  expect((ended[0] as PromiseRejectedResult).reason).toMatchObject({ status: 401 })
  const survivor = first.status === 'fulfilled' ? laptop : tablet
  await expect(survivor.get('/state')).resolves.toEqual({ active: true })

  // Sign out everywhere: asked first, then every session ends and this app is signed out as on Logout.
  await sessions.getByRole('button', { name: en('sessions.sign_out_everywhere') }).click()
  const confirm = page.getByRole('dialog', { name: en('sessions.confirm_title') })
  await expect(confirm).toContainText(en('sessions.confirm_text'))
  await expectNoSeriousA11y(page)
  await confirm.getByRole('button', { name: en('sessions.sign_out_everywhere') }).click()

  await expect(accountMenu(page)).toBeHidden()
  await expect(page.getByRole('button', { name: en('wallet.connect') }).first()).toBeVisible()
  await expect(page).toHaveURL(/\/(\?.*)?$/)
  // Signed out on purpose: home, not a wallet dialog asking to connect again.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(wallet.isConnected, 'the app revoked the wallet connection').toBe(false)
  await expect(survivor.get('/state')).rejects.toMatchObject({ status: 401 })
  const state = await page.request.get('/api/state', { headers: { 'X-PAYER': wallet.address } })
  expect(state.status(), 'the browser holds no live session').toBe(401)
})
