import type { Page } from '@playwright/test'
import { prepareActiveCard } from '../src/api/prepareActiveCard'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { type Locale, text } from '../src/app/locales'
import { signInToCardList } from '../src/app/openCard'
import { expect, type SandboxInfo, test } from '../src/fixtures'
import type { TestWallet } from '../src/wallet/TestWallet'

/**
 * Card details on demand: after the first showing, "Show card details" asks the wallet for a fresh
 * signature naming the card. Refused in the wallet: the details stay hidden and the dialog says so, with a way to
 * sign again; signed: the card's number, expiry and CVV are shown. In `locale`, axe on each state.
 */
async function revealAfterSignature(page: Page, wallet: TestWallet, sandbox: SandboxInfo, locale: Locale) {
  const t = (key: string) => text(locale, key)
  const { card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })
  await signInToCardList(page, wallet)
  await page.goto(`${locale === 'en' ? '' : `/${locale}`}/card/${card.id}`)
  await expect(page.getByRole('heading', { level: 1, name: t('cardDetail.title') })).toBeVisible()

  const signedBefore = wallet.signRequests().length
  await page.getByRole('button', { name: t('cardReveal.show') }).click()
  const dialog = page.getByRole('dialog', { name: t('cardReveal.title') })
  await expect(dialog).toContainText(t('cardReveal.signing'))
  // The person refuses in the wallet: nothing is shown.
  await wallet.reject('sign')
  await expect(dialog.getByRole('alert')).toHaveText(t('cardReveal.rejected'))
  await expect(dialog.getByTestId('card-number')).toHaveCount(0)
  await expectNoSeriousA11y(page)

  // Signed: the details of this card, once.
  await dialog.getByRole('button', { name: t('cardReveal.retry') }).click()
  await wallet.approve('sign')
  await expect(dialog.getByTestId('card-number')).toHaveText(/^\d{4}( \d{4}){3}$/)
  await expect(dialog.getByTestId('card-expiry')).toHaveText(/^(0[1-9]|1[0-2])\/\d{2}$/)
  await expect(dialog.getByTestId('card-cvv')).toHaveText(/^\d{3}$/)
  const messages = wallet.signRequests().slice(signedBefore)
  expect(messages).toHaveLength(2)
  // The signed message names this card and expires (5 minutes): a Sign-In message of its own, not the sign-in's.
  expect(messages[1]).toContain(`Show the details of card ${card.id}`)
  expect(messages[1]).toContain('Expiration Time:')
  await expectNoSeriousA11y(page)
}

test('Card details again after a fresh signature, hidden when the wallet refuses', async ({
  page,
  wallet,
  sandbox,
}) => {
  await revealAfterSignature(page, wallet, sandbox, 'en')
})

test.describe('in German on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('Card details again after a signature, in German', async ({ page, wallet, sandbox }) => {
    await revealAfterSignature(page, wallet, sandbox, 'de')
  })
})
