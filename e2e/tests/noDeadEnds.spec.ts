import type { Page } from '@playwright/test'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { type Locale, text } from '../src/app/locales'
import { expect, type SandboxInfo, test, UNSUPPORTED_CHAIN } from '../src/fixtures'
import { E2E_WALLET_NAME } from '../src/wallet/injectWallet'
import type { TestWallet } from '../src/wallet/TestWallet'
import { RPC_ERRORS } from '../src/wallet/walletRequestKinds'

/**
 * A journey without dead ends: a wallet that sits on a network the site does not support, and cannot
 * switch when asked while connecting, is connected there; no signature is asked for until it is on a supported
 * network (the switch-network state, with its button); sign-in resumes by itself after the switch; a person
 * without an invitation code who closes the dialog stays connected and signed in, with how to get a code; a code
 * too long is a sentence in their language. In English at 1280 px (switching from the app) and in German at
 * 375 px (switching in the wallet), with axe at each step.
 */
async function wrongNetworkThenNoCode(
  page: Page,
  wallet: TestWallet,
  sandbox: SandboxInfo,
  locale: Locale,
  switchFrom: 'app' | 'wallet',
) {
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values)
  await page.goto(locale === 'en' ? '/' : `/${locale}`)

  // Connect: the wallet is on chain 1 and cannot switch when asked (4200), so it connects there.
  await page
    .getByRole('button', { name: t('wallet.connect') })
    .first()
    .click()
  const walletDialog = page.getByRole('dialog', { name: t('wallet.connect_title') })
  await walletDialog.getByRole('button', { name: sandbox.chain.name, exact: true }).click()
  await walletDialog.getByRole('button', { name: E2E_WALLET_NAME }).click()
  await wallet.approve('connect')
  await wallet.fail('switchChain', RPC_ERRORS.unsupportedMethod)
  await expect(walletDialog).toBeHidden()
  expect(wallet.chainId).toBe(UNSUPPORTED_CHAIN.id)

  // The network is checked before any signature: the switch-network state, no signature asked.
  const switchDialog = page.getByRole('dialog', { name: t('wallet.switch_title') })
  await expect(switchDialog).toContainText(t('wallet.switch_to_sign_in'))
  expect(wallet.isConnected).toBe(true)
  await expectNoSeriousA11y(page)
  expect(wallet.signRequests()).toEqual([])
  expect(wallet.pendingCount('sign')).toBe(0)

  if (switchFrom === 'app') {
    await switchDialog.getByRole('button', { name: sandbox.chain.name, exact: true }).click()
    await wallet.approve('switchChain')
  } else {
    // Closed, the page still says what to do, with its own button; the person switches in the wallet.
    await page.keyboard.press('Escape')
    await expect(switchDialog).toBeHidden()
    await expect(page.getByRole('button', { name: t('wallet.switch_network') }).first()).toBeVisible()
    await wallet.switchChainFromWallet(sandbox.chain.id)
  }

  // Sign-in resumes by itself: a real EIP-4361 message for the supported chain.
  await wallet.approve('sign')
  const [message] = wallet.signRequests()
  expect(message).toContain(`Chain ID: ${sandbox.chain.id}`)
  await expect(switchDialog).toBeHidden()

  // No code: the invitation dialog already says how to get one; closing it keeps everything.
  const invitation = page.getByRole('dialog', { name: t('invitation.title') })
  await expect(invitation).toBeVisible()
  await expect(invitation.getByRole('heading', { name: t('no_code.title') })).toBeVisible()
  // A code longer than any code: its sentence in the field, never the server's text.
  await invitation.getByLabel(t('invitation.label')).fill('W'.repeat(40))
  await expect(invitation.getByRole('alert')).toHaveText(t('invitation.too_long'))
  await expectNoSeriousA11y(page)
  await page.keyboard.press('Escape')
  await expect(invitation).toBeHidden()

  const help = page.getByTestId('no-code')
  await expect(help.getByRole('heading', { name: t('no_code.title') })).toBeVisible()
  await expect(help).toContainText(t('no_code.friend', { product: sandbox.config.productName }))
  await expect(help.getByRole('link', { name: t('no_code.join') })).toHaveAttribute('href', /^https:\/\//)
  await expect(page.getByRole('button', { name: t('wallet.account_menu') })).toBeVisible()
  expect(wallet.isConnected, 'closing the invitation dialog keeps the wallet connected').toBe(true)
  const session = await page.request.get('/api/state', { headers: { 'X-PAYER': wallet.address } })
  expect(session.status(), 'and the session').toBe(200)
  expect(await session.json()).toEqual({ active: false })
  await expectNoSeriousA11y(page)

  // The way on: a code after all.
  await help.getByRole('button', { name: t('no_code.enter_code') }).click()
  await invitation.getByLabel(t('invitation.label')).fill('WELCOME')
  await invitation.getByRole('button', { name: t('common.confirm') }).click()
  const welcome = page.getByRole('dialog', { name: t('invitation.success_title') })
  await welcome.getByRole('button', { name: t('common.ok') }).click()
  await expect(page.getByRole('link', { name: t('nav.my_card') }).first()).toBeVisible()
  expect(wallet.signRequests()).toHaveLength(1)
}

test.describe('a wallet on another network, and no invitation code', () => {
  test.use({
    walletChains: async ({ sandbox }, use) =>
      use([
        { id: UNSUPPORTED_CHAIN.id, name: UNSUPPORTED_CHAIN.name, rpcUrl: sandbox.rpcUrl },
        { id: sandbox.chain.id, name: sandbox.chain.name, rpcUrl: sandbox.rpcUrl },
      ]),
  })

  test('in English at 1280 px: switched from the app', async ({ page, wallet, sandbox }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await wrongNetworkThenNoCode(page, wallet, sandbox, 'en', 'app')
  })

  test.describe('in German on a 375 px wide phone screen', () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })
    test('switched in the wallet', async ({ page, wallet, sandbox }) => {
      await wrongNetworkThenNoCode(page, wallet, sandbox, 'de', 'wallet')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    })
  })
})
