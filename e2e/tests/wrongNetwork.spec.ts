import { accountMenu, connectWallet } from '../src/app/connectWallet'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { en } from '../src/app/locales'
import { expect, test, UNSUPPORTED_CHAIN } from '../src/fixtures'

test('journey 5: wrong network shows a warning, switching from the app brings the wallet back', async ({
  page,
  wallet,
  sandbox,
}) => {
  await page.goto('/?code=WELCOME')
  await connectWallet(page, wallet)
  await wallet.approve('sign')
  await expect(page.getByRole('link', { name: en('nav.my_card') }).first()).toBeVisible()
  const network = page.getByRole('button', { name: en('wallet.network_menu') })
  await expect(network).toHaveText(sandbox.chain.name)

  // The person changes the network in the wallet to one the product does not support.
  await wallet.switchChainFromWallet(UNSUPPORTED_CHAIN.id)
  const warning = page.getByRole('button', { name: en('wallet.unsupported_network') })
  await expect(warning).toBeVisible()
  await expect(warning).toContainText(en('wallet.wrong_network'))
  await expect(accountMenu(page)).toBeVisible()

  await warning.hover()
  await expect(page.getByRole('tooltip')).toContainText(en('wallet.unsupported_network'))

  await warning.click()
  const dialog = page.getByRole('dialog', { name: en('wallet.switch_title') })
  await expect(dialog).toContainText(en('wallet.unsupported_network'))
  await expectNoSeriousA11y(page)
  await dialog.getByRole('button', { name: sandbox.chain.name, exact: true }).click()
  await wallet.approve('switchChain')

  await expect(dialog).toBeHidden()
  await expect(warning).toBeHidden()
  await expect(network).toHaveText(sandbox.chain.name)
  expect(wallet.chainId).toBe(sandbox.chain.id)
})
