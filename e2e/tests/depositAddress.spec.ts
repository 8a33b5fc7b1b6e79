import type { Page } from '@playwright/test'
import { parseUnits } from 'viem'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { type Locale, text } from '../src/app/locales'
import { sendToken } from '../src/chain/sendToken'
import { expect, type SandboxInfo, test } from '../src/fixtures'
import { E2E_WALLET_NAME } from '../src/wallet/injectWallet'
import type { TestWallet } from '../src/wallet/TestWallet'

/** 20 USDT credited 1:1 minus the 0.18 % fee (rounded up to the micro-dollar): 19.964. */
const SENT_USDT = '20'

/**
 * Journey 8: a person funds a new card from "an exchange": they open the card's deposit address, read
 * the address off the screen (never from the API), and send USDT to it from elsewhere, with no payment report. The
 * watcher credits it; the contact form follows; the card details are shown until confirmed. In `locale`, with
 * axe at each screen and dialog.
 */
async function fundThroughDepositAddress(
  page: Page,
  wallet: TestWallet,
  sandbox: SandboxInfo,
  locale: Locale,
) {
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values)
  const prefix = locale === 'en' ? '' : `/${locale}`

  await page.goto(`${prefix}/?code=WELCOME`)
  await page
    .getByRole('button', { name: t('wallet.connect') })
    .first()
    .click()
  const walletDialog = page.getByRole('dialog', { name: t('wallet.connect_title') })
  await walletDialog.getByRole('button', { name: sandbox.chain.name, exact: true }).click()
  await walletDialog.getByRole('button', { name: E2E_WALLET_NAME }).click()
  await wallet.approve('connect')
  await wallet.approve('sign')
  await page
    .getByRole('link', { name: t('nav.my_card') })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: t('cards.title') })).toBeVisible()
  await page.getByRole('button', { name: t('cards.add.tile', { name: t('cards.program.classic') }) }).click()
  await page
    .getByRole('dialog', { name: t('cards.add.confirm_title') })
    .getByRole('button', { name: t('cards.add.confirm') })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: t('cardDetail.title') })).toBeVisible()
  const cardPath = new URL(page.url()).pathname

  // The deposit address, as a person sees it: copied off the screen.
  await page.getByRole('link', { name: t('cardDetail.deposit') }).click()
  await expect(page.getByRole('heading', { level: 1, name: t('deposit.title') })).toBeVisible()
  await expect(page).toHaveTitle(`${t('title.deposit')} · ${sandbox.config.productName}`)
  const shown = page.getByTestId('deposit-address')
  await expect(shown).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByRole('img', { name: /0x[0-9a-fA-F]{40}/ })).toBeVisible()
  await expect(page.getByTestId('deposit-chain')).toContainText([sandbox.chain.name])
  await expect(page.getByTestId('deposit-warning')).toContainText('USDT')
  await expectNoSeriousA11y(page)
  const address = ((await shown.textContent()) ?? '').trim() as `0x${string}`

  // Sent from elsewhere (an exchange): a plain USDT transfer, reported by nobody.
  const usdt = sandbox.token('USDT')
  await sendToken({
    rpcUrl: sandbox.rpcUrl,
    chainId: sandbox.chain.id,
    privateKey: wallet.privateKey,
    token: usdt.address,
    to: address,
    amount: parseUnits(SENT_USDT, usdt.decimals),
  })

  // The watcher finds and credits it: the card now asks for contact details, opening the form by itself.
  await page.goto(cardPath)
  const form = page.getByRole('dialog', { name: t('application.title') })
  await expect(async () => {
    await page.reload()
    await expect(form).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 60_000 })
  await expectNoSeriousA11y(page)
  await form.getByLabel(t('application.email')).fill('ann.lee@example.com')
  await form.getByLabel(t('application.calling_code')).fill('+44')
  await form.getByLabel(t('application.phone')).fill('7911123456')
  await form.getByLabel(t('application.display_name')).fill('Ann Lee')
  await form.getByRole('button', { name: t('application.submit') }).click()
  const processing = page.getByRole('dialog', { name: t('application.processing_title') })
  await expect(processing.getByTestId('application-check')).toBeVisible()
  await expectNoSeriousA11y(page)
  await expect(page.getByRole('dialog', { name: t('application.complete_title') })).toBeVisible({
    timeout: 45_000,
  })
  await page.getByRole('button', { name: t('application.view_card') }).click()

  // The details until confirmed: Escape leaves the card waiting, Check shows the same number again.
  await page.getByRole('button', { name: t('cardDetail.check') }).click()
  let details = page.getByRole('dialog', { name: t('cardDetail.image.title') })
  const number = (await details.getByTestId('card-number').textContent()) ?? ''
  expect(number.replaceAll(' ', '')).toMatch(/^\d{16}$/)
  await expect(details.getByText(t('cardDetail.image.cvv'))).toBeVisible()
  await expectNoSeriousA11y(page)
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()
  await page.getByRole('button', { name: t('cardDetail.check') }).click()
  details = page.getByRole('dialog', { name: t('cardDetail.image.title') })
  await expect(details.getByTestId('card-number')).toHaveText(number)
  const confirm = details.getByRole('button', { name: t('cardDetail.image.confirm') })
  await expect(confirm).toBeEnabled({ timeout: 15_000 })
  await confirm.click()
  await expect(details).toBeHidden()
  await expect(page.getByRole('button', { name: t('cardDetail.check') })).toHaveCount(0)

  // Settled: 20 USDT minus the fee, in the page's notation.
  const balance = locale === 'de' ? '19,96 USD' : '19.96 USD'
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('balance')).toContainText(balance, { timeout: 2_000 })
  }).toPass({ timeout: 40_000 })
  await expectNoSeriousA11y(page)
}

test('journey 8: fund a new card by sending to the deposit address shown on screen', async ({
  page,
  wallet,
  sandbox,
}) => {
  await fundThroughDepositAddress(page, wallet, sandbox, 'en')
})

test.describe('in German on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('journey 8 in German', async ({ page, wallet, sandbox }) => {
    await fundThroughDepositAddress(page, wallet, sandbox, 'de')
  })
})
