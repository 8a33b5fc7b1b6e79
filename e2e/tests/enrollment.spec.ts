import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { parseUnits } from 'viem'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { type Locale, text } from '../src/app/locales'
import { sendToken } from '../src/chain/sendToken'
import { test as base, expect, readSandboxInfo, type SandboxInfo } from '../src/fixtures'
import { SANDBOX_TEST_ENV } from '../src/globalSetup'
import { startSandbox } from '../src/sandbox/startSandbox'
import { E2E_WALLET_NAME } from '../src/wallet/injectWallet'
import type { TestWallet } from '../src/wallet/TestWallet'

/**
 * Cardholder enrollment needs a server started with ISSUER_KYC, which changes every application (the
 * form asks for the cardholder), so these journeys start a sandbox of their own (own ports, own DATA_DIR, its log
 * in e2e/sandbox-kyc.log) instead of switching the shared one; the tests of this file run one after the other in
 * one worker, on that one sandbox.
 */
const test = base.extend<object, { sandbox: SandboxInfo }>({
  sandbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const kyc = await startSandbox({
        logFile: resolve(import.meta.dirname, '../sandbox-kyc.log'),
        env: { ...SANDBOX_TEST_ENV, ISSUER_KYC: 'exempt', CARDHOLDER_TERMS_VERSION: '3' },
      })
      try {
        await use(await readSandboxInfo({ baseUrl: kyc.baseUrl, rpcUrl: kyc.rpcUrl }))
      } finally {
        await kyc.stop()
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
})
test.describe.configure({ mode: 'default' })

type Cardholder = { firstName: string; lastName: string; cardName: string }

/**
 * A new card paid by a plain USDT transfer to its deposit address (as journey 8), then the application form with
 * the cardholder part: legal name (the card name follows it), address, the cardholder terms; axe on the form.
 */
async function applyAsCardholder(
  page: Page,
  wallet: TestWallet,
  sandbox: SandboxInfo,
  locale: Locale,
  person: Cardholder,
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
  await page.getByRole('button', { name: t('cards.add.tile', { name: t('cards.program.classic') }) }).click()
  await page
    .getByRole('dialog', { name: t('cards.add.confirm_title') })
    .getByRole('button', { name: t('cards.add.confirm') })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: t('cardDetail.title') })).toBeVisible()
  const cardPath = new URL(page.url()).pathname

  await page.getByRole('link', { name: t('cardDetail.deposit') }).click()
  const shown = page.getByTestId('deposit-address')
  await expect(shown).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  const usdt = sandbox.token('USDT')
  await sendToken({
    rpcUrl: sandbox.rpcUrl,
    chainId: sandbox.chain.id,
    privateKey: wallet.privateKey,
    token: usdt.address,
    to: ((await shown.textContent()) ?? '').trim() as `0x${string}`,
    amount: parseUnits('20', usdt.decimals),
  })

  await page.goto(cardPath)
  const form = page.getByRole('dialog', { name: t('application.title') })
  await expect(async () => {
    await page.reload()
    await expect(form).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 60_000 })
  await form.getByLabel(t('application.email')).fill('holder@example.com')
  await form.getByLabel(t('application.calling_code')).fill('+49')
  await form.getByLabel(t('application.phone')).fill('15112345678')
  // One name field per purpose: the legal names are the contact name too, nobody types a name twice.
  await expect(form.getByLabel(t('application.display_name'))).toHaveCount(0)
  await form.getByLabel(t('enrollment.first_name'), { exact: true }).fill(person.firstName)
  await form.getByLabel(t('enrollment.last_name'), { exact: true }).fill(person.lastName)
  await expect(form.getByLabel(t('enrollment.card_name'), { exact: true })).toHaveValue(person.cardName)
  await form.getByLabel(t('enrollment.line1'), { exact: true }).fill('451 New Forest Way')
  await form.getByLabel(t('enrollment.city'), { exact: true }).fill('Springfield')
  // The issuer enrolls the USA (and with KYC_EXEMPT Canada): a country, then its state, then a ZIP code.
  await form.getByLabel(t('enrollment.country'), { exact: true }).selectOption('USA')
  await form.getByLabel(t('enrollment.region'), { exact: true }).selectOption('IL')
  await form.getByLabel(t('enrollment.postal_code'), { exact: true }).fill('62701')
  const terms = form.getByRole('checkbox')
  await expect(terms).toHaveAccessibleName(
    t('enrollment.accept_terms', { version: '3' }).replace(/<\/?terms>/g, ''),
  )
  await terms.check()
  await expectNoSeriousA11y(page)
  await form.getByRole('button', { name: t('application.submit') }).click()
}

test('A cardholder named Jürgen Groß-Müller is enrolled and the card issued', async ({
  page,
  wallet,
  sandbox,
}) => {
  const en = (key: string, values?: Record<string, string>) => text('en', key, values)
  await applyAsCardholder(page, wallet, sandbox, 'en', {
    firstName: 'Jürgen',
    lastName: 'Groß-Müller',
    cardName: 'JUERGEN GROSS-MUELLER',
  })
  // Accepted at once by the sandbox issuer: nothing more to say, the card is issued.
  await expect(page.getByRole('dialog', { name: en('application.complete_title') })).toBeVisible({
    timeout: 45_000,
  })
  await page.getByRole('button', { name: en('application.view_card') }).click()
  await expect(page.getByRole('button', { name: en('cardDetail.check') })).toBeVisible()
  await expect(page.getByTestId('enrollment-notice')).toHaveCount(0)
  await expectNoSeriousA11y(page)
})

test.describe('in German on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('A cardholder the issuer rejects is told why, in German', async ({ page, wallet, sandbox }) => {
    const de = (key: string, values?: Record<string, string>) => text('de', key, values)
    await applyAsCardholder(page, wallet, sandbox, 'de', {
      firstName: 'Zoë',
      lastName: 'Reject',
      cardName: 'ZOE REJECT',
    })
    const processing = page.getByRole('dialog', { name: de('application.processing_title') })
    const told = processing.getByTestId('enrollment-notice')
    await expect(told).toContainText(de('enrollment.status.rejected'))
    await expect(told).toContainText(de('enrollment.reason.NAME_VERIFICATION_FAILURE'))
    await expectNoSeriousA11y(page)
    await processing
      .getByRole('button', { name: de('common.close') })
      .first()
      .click()
    const notice = page.getByTestId('enrollment-notice')
    await expect(notice).toContainText(de('enrollment.status.rejected'))
    await expect(notice).toContainText(de('enrollment.reason.NAME_VERIFICATION_FAILURE'))
    await expect(notice).toContainText(de('enrollment.status.refund', { email: '' }).split(':')[0] ?? '')

    await expectNoSeriousA11y(page)
  })
})
