import { accountMenu, connectWallet } from '../src/app/connectWallet'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { en } from '../src/app/locales'
import { expect, test } from '../src/fixtures'

test.describe('journey 5: sign-in failure paths', () => {
  test('the user rejects the sign-in signature: signed out, the wallet is disconnected', async ({
    page,
    wallet,
    sandbox,
  }) => {
    await page.goto('/?code=WELCOME')
    await connectWallet(page, wallet)
    await expect(accountMenu(page)).toContainText(wallet.address.slice(0, 5))

    // The app loads the user state, gets 401 and asks the wallet to sign the SIWE message; the user refuses.
    await wallet.reject('sign')

    await expect(accountMenu(page)).toBeHidden()
    // Told why, with a way back in (nothing was said).
    const told = page.getByRole('dialog', { name: en('sign_in.title') })
    await expect(told).toContainText(en('sign_in.rejected'))
    await expectNoSeriousA11y(page)
    await told.getByRole('button', { name: en('common.ok') }).click()
    await expect(page.getByRole('button', { name: en('wallet.connect') }).first()).toBeVisible()
    await expect(page).toHaveURL(/\/(\?.*)?$/)
    expect(wallet.isConnected, 'the app revoked the wallet connection').toBe(false)

    // The message the user refused was a real EIP-4361 message for this site, this address and this chain.
    const [message] = wallet.signRequests()
    expect(message).toContain(
      `${new URL(sandbox.baseUrl).host} wants you to sign in with your Ethereum account:`,
    )
    expect(message).toContain(wallet.address)
    expect(message).toContain(`Chain ID: ${sandbox.chain.id}`)

    // No session was created: the server still answers 401 for this address.
    const state = await page.request.get('/api/state', { headers: { 'X-PAYER': wallet.address } })
    expect(state.status()).toBe(401)
  })

  test('an invalid invitation code is refused in the field; a valid one activates the account', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    await connectWallet(page, wallet)
    await wallet.approve('sign')

    const dialog = page.getByRole('dialog', { name: en('invitation.title') })
    await expect(dialog).toBeVisible()
    await expectNoSeriousA11y(page)
    const field = dialog.getByLabel(en('invitation.label'))
    const confirm = dialog.getByRole('button', { name: en('common.confirm') })
    await expect(confirm).toBeDisabled()

    await field.fill('NOSUCHCODE')
    await confirm.click()
    await expect(dialog.getByRole('alert')).toHaveText(en('invitation.invalid'))
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(wallet.isConnected, 'a wrong code keeps the user connected').toBe(true)

    await field.fill('   ')
    await expect(dialog.getByRole('alert')).toHaveText(en('invitation.required'))
    await expect(confirm).toBeDisabled()

    await field.fill('WELCOME')
    await confirm.click()
    const welcome = page.getByRole('dialog', { name: en('invitation.success_title') })
    await expect(welcome).toContainText(en('invitation.success'))
    await welcome.getByRole('button', { name: en('common.ok') }).click()
    await expect(page.getByRole('link', { name: en('nav.my_card') }).first()).toBeVisible()
  })
})
