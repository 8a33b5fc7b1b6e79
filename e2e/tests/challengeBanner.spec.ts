import { prepareActiveCard } from '../src/api/prepareActiveCard'
import type { ApiCard, Authorization } from '../src/api/types'
import { accountMenu } from '../src/app/connectWallet'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { en, text } from '../src/app/locales'
import { centsOf } from '../src/app/money'
import { signInToCardList } from '../src/app/openCard'
import { expect, test } from '../src/fixtures'
import { E2E_WALLET_NAME } from '../src/wallet/injectWallet'

const de = (key: string, values?: Record<string, string>) => text('de', key, values)

// A 3DS challenge reaches its owner wherever they are in the app: a banner above every page with the
// countdown, Approve and Decline, and the tab's title marked. And a challenge mail's link opened in a fresh
// browser still opens its card after connecting and signing in.
test.describe('in English at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a challenge raised while the owner is on Profile shows in the banner and is approved from it', async ({
    page,
    wallet,
    sandbox,
  }) => {
    const { api, card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })
    await signInToCardList(page, wallet)
    await accountMenu(page).click()
    await page.getByRole('menuitem', { name: en('wallet.profile') }).click()
    await expect(page.getByRole('heading', { level: 1, name: en('profile.title') })).toBeVisible()
    const banner = page.getByRole('region', { name: en('challenge.banner.label') })
    await expect(banner).toHaveCount(0)
    const titleBefore = await page.title()

    const values = { amount: '12.34', currency: 'USD', merchant: 'E2E Banner Books' }
    const purchase = await api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, {
      amount: values.amount,
      merchantName: values.merchant,
      threeDS: true,
    })
    expect(purchase.status).toBe('challenge')
    await expect(banner).toContainText(en('challenge.question', values))
    await expect(banner).toContainText(en('challenge.banner.card', { last4: card.number.slice(-4) }))
    await expect(banner.getByTestId('challenge-banner-countdown')).toHaveText(/\d:\d\d$/)
    await expect(page).toHaveTitle(`${en('challenge.banner.title_badge', { count: '1' })} · ${titleBefore}`)
    await expect(page.getByRole('heading', { level: 1, name: en('profile.title') })).toBeVisible()
    await expectNoSeriousA11y(page)

    await banner.getByRole('button', { name: en('challenge.approve') }).click()
    await expect(banner).toHaveCount(0)
    await expect(page).toHaveTitle(titleBefore)
    // The purchase went on as a code typed at the merchant would have let it: approved and held.
    expect(await api.get<unknown>(`/card/${card.id}/challenge`)).toBe('OK')
    expect(await api.get<unknown>(`/card/${card.id}/3ds`)).toBe('OK')
    const afterApproval = await api.get<ApiCard>(`/card/${card.id}`)
    expect(centsOf(afterApproval.balance)).toBe(centsOf(card.balance) - 1234n)
    await api.post(`/sandbox/authorizations/${purchase.id}/capture`, {})
    await page.goto(`/card/${card.id}`)
    const history = page.getByRole('tabpanel', { name: en('cardDetail.tabs.history') })
    await expect(history.getByRole('listitem').filter({ hasText: values.merchant }).first()).toContainText(
      values.amount,
    )
  })
})

test.describe('in German on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test("a challenge mail's link opened signed out opens its card after connect and sign-in", async ({
    page,
    wallet,
    sandbox,
  }) => {
    const email = `e2e.${wallet.address.slice(2, 12).toLowerCase()}@example.de`
    const { api, card } = await prepareActiveCard({
      sandbox,
      privateKey: wallet.privateKey,
      email,
      language: 'de',
    })
    const adminToken = sandbox.adminToken
    if (!adminToken) throw new Error('E2E_ADMIN_TOKEN is not set: the mailbox needs the operator token')
    const mailOf = (subject: string) =>
      page.getByRole('article').filter({ hasText: email }).filter({ hasText: subject })
    const openMailbox = async (subject: string) => {
      await expect(async () => {
        await page.goto(`/api/sandbox/mailbox?token=${encodeURIComponent(adminToken)}`)
        await expect(mailOf(subject)).toHaveCount(1, { timeout: 500 })
      }).toPass({ timeout: 20_000 })
      return mailOf(subject)
    }
    // The address is confirmed first (mails about purchases go to confirmed addresses).
    const verification = await openMailbox('Bestätigen Sie Ihre E-Mail-Adresse')
    await verification.getByRole('link').first().click()
    await expect(page.locator('body')).toContainText('Ihre E-Mail-Adresse ist bestätigt.')

    const values = { amount: '12,50', currency: 'USD', merchant: 'E2E Buchladen' }
    const purchase = await api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, {
      amount: '12.50',
      merchantName: values.merchant,
      threeDS: true,
    })
    expect(purchase.status).toBe('challenge')
    const mail = await openMailbox('Einkauf über 12,50 USD freigeben')
    const link = mail.getByRole('link', { name: new RegExp(`/de/card/${card.id}$`) })
    await link.click()

    // Signed out in this browser: the app asks for the wallet (on its home page), then the signature.
    const dialog = page.getByRole('dialog', { name: de('wallet.connect_title') })
    await expect(dialog).toBeVisible()
    await expectNoSeriousA11y(page)
    await dialog.getByRole('button', { name: 'Sandbox', exact: true }).click()
    await dialog.getByRole('button', { name: E2E_WALLET_NAME }).click()
    await wallet.approve('connect')
    await wallet.approve('sign')

    // ...and lands on the mail's target, where the challenge waits.
    await expect(page).toHaveURL(new RegExp(`/de/card/${card.id}$`))
    const prompt = page.getByRole('region', { name: de('challenge.title') })
    await expect(prompt).toContainText(de('challenge.question', values))
    // On its own card's page the challenge is the page's prompt, not a second line in the banner.
    await expect(page.getByRole('region', { name: de('challenge.banner.label') })).toHaveCount(0)
    await expectNoSeriousA11y(page)
    await prompt.getByRole('button', { name: de('challenge.approve') }).click()
    await expect(prompt.getByTestId('challenge-outcome')).toHaveText(de('challenge.approved', values))
    expect(await api.get<unknown>(`/card/${card.id}/challenge`)).toBe('OK')

    // A second one while on Profile: the banner, in German, fits the phone and declines it.
    await page.getByRole('button', { name: new RegExp(`\\(${de('wallet.account_menu')}\\)$`) }).click()
    await page.getByRole('menuitem', { name: de('wallet.profile') }).click()
    await expect(page.getByRole('heading', { level: 1, name: de('profile.title') })).toBeVisible()
    const second = { amount: '3,21', currency: 'USD', merchant: 'E2E Kiosk' }
    const declined = await api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, {
      amount: '3.21',
      merchantName: second.merchant,
      threeDS: true,
    })
    expect(declined.status).toBe('challenge')
    const banner = page.getByRole('region', { name: de('challenge.banner.label') })
    await expect(banner).toContainText(de('challenge.question', second))
    await expectNoSeriousA11y(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await banner.getByRole('button', { name: de('challenge.decline') }).click()
    await expect(banner).toHaveCount(0)
    expect(await api.get<unknown>(`/card/${card.id}/challenge`)).toBe('OK')
  })
})
