import type { Page } from '@playwright/test'
import { prepareActiveCard } from '../src/api/prepareActiveCard'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { type Locale, text } from '../src/app/locales'
import { signInToCardList, statusLabel } from '../src/app/openCard'
import { expect, type SandboxInfo, test } from '../src/fixtures'
import type { TestWallet } from '../src/wallet/TestWallet'

type WalletToken = { id: string; wallet: string; device: string | null; status: string }

/**
 * Apple Pay and Google Pay: an active card is added to Apple Pay on an iPhone 15 (the sandbox issuer's
 * wallet simulator stands for the phone: `POST /api/sandbox/cards/{id}/tokenizations`). The card page lists it
 * active; Pause makes it paused, Resume active again; locking the card in the app pauses it (Resume then waits
 * for the unlock), unlocking resumes it; Remove, asked first, folds it away with the removed ones. In `locale`, with
 * axe on the page and the dialog.
 */
async function walletsFollowTheCard(page: Page, wallet: TestWallet, sandbox: SandboxInfo, locale: Locale) {
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values)
  const { api, card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })
  const added = await api.post<WalletToken>(`/sandbox/cards/${card.id}/tokenizations`, {
    wallet: 'apple_pay',
    device: 'iPhone 15',
  })
  expect(added).toMatchObject({ wallet: 'apple_pay', device: 'iPhone 15', status: 'active' })

  await signInToCardList(page, wallet)
  await page.goto(`${locale === 'en' ? '' : `/${locale}`}/card/${card.id}`)
  await expect(page.getByRole('heading', { level: 1, name: t('cardDetail.title') })).toBeVisible()
  const wallets = page.getByRole('region', { name: t('wallets.title') })
  const token = wallets.getByTestId('wallet-token').filter({ hasText: 'iPhone 15' })
  await expect(token).toHaveCount(1)
  await expect(token.locator('p').first()).toHaveText('Apple Pay · iPhone 15')
  const status = token.getByTestId('wallet-status')
  await expect(status).toHaveText(t('wallets.status.active'))
  await expectNoSeriousA11y(page)

  // Pause, then Resume: the list says so after each, and the server agrees.
  await token.getByRole('button', { name: t('wallets.pause') }).click()
  await expect(status).toHaveText(t('wallets.status.paused'))
  await expect(token.getByRole('button', { name: t('wallets.resume') })).toBeEnabled()
  expect((await api.get<{ items: WalletToken[] }>(`/card/${card.id}/wallets`)).items).toMatchObject([
    { id: added.id, status: 'paused' },
  ])
  await token.getByRole('button', { name: t('wallets.resume') }).click()
  await expect(status).toHaveText(t('wallets.status.active'))
  await expect(token.getByRole('button', { name: t('wallets.pause') })).toBeVisible()

  // Locking the card pauses its wallet; the token waits for the unlock to resume.
  const lock = page.getByRole('switch', { name: t('cardDetail.lock_switch') })
  await lock.click()
  await expect(lock).toHaveAttribute('aria-checked', 'true')
  await expect(statusLabel(page)).toHaveText(t('cards.status.locked'))
  await expect(status).toHaveText(t('wallets.status.paused'))
  await expect(wallets).toContainText(t('wallets.locked_note'))
  await expect(token.getByRole('button', { name: t('wallets.resume') })).toBeDisabled()
  await expectNoSeriousA11y(page)

  await lock.click()
  await expect(lock).toHaveAttribute('aria-checked', 'false')
  await expect(statusLabel(page)).toHaveText(t('cards.status.activated'))
  await expect(status).toHaveText(t('wallets.status.active'))
  await expect(wallets).not.toContainText(t('wallets.locked_note'))
  expect((await api.get<{ items: WalletToken[] }>(`/card/${card.id}/wallets`)).items).toMatchObject([
    { id: added.id, status: 'active' },
  ])
  await expectNoSeriousA11y(page)

  // Remove, asked first: the token is folded away with the removed ones, and the page says how to add the card.
  await token.getByRole('button', { name: t('wallets.remove') }).click()
  const dialog = page.getByRole('dialog', { name: t('wallets.remove_title', { wallet: 'Apple Pay' }) })
  await expect(dialog).toContainText(
    t('wallets.remove_description', { wallet: 'Apple Pay', device: 'iPhone 15' }),
  )
  await expectNoSeriousA11y(page)
  await dialog.getByRole('button', { name: t('wallets.remove_confirm') }).click()
  await expect(dialog).toBeHidden()
  await expect(wallets.getByTestId('wallets-empty')).toHaveText(
    t('wallets.empty', { button: t('cardReveal.show') }),
  )
  await wallets.getByText(t('wallets.past', { number: '1' })).click()
  await expect(status).toHaveText(t('wallets.status.removed'))
  await expect(token.getByRole('button')).toHaveCount(0)
  await expectNoSeriousA11y(page)
}

test('Apple Pay on the card page: pause, resume, and the token follows the card lock', async ({
  page,
  wallet,
  sandbox,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await walletsFollowTheCard(page, wallet, sandbox, 'en')
})

test.describe('in German on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('Apple Pay on the card page, in German', async ({ page, wallet, sandbox }) => {
    await walletsFollowTheCard(page, wallet, sandbox, 'de')
  })
})
