import { prepareActiveCard } from '../src/api/prepareActiveCard'
import type { Authorization } from '../src/api/types'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { text } from '../src/app/locales'
import { signInToCardList } from '../src/app/openCard'
import { expect, test } from '../src/fixtures'

const de = (key: string, values?: Record<string, string>) => text('de', key, values)

// A German owner is written to in German. The sandbox's own SMTP catcher receives the mails (the
// sandbox server sends there without SMTP_URL) and its mailbox page shows them with their links, as a person
// reads them: the verification mail's link confirms the address; a challenge raised while the owner is away
// arrives as a German e-mail whose link opens the approval screen in German, where it is approved.
test.describe('in German on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('the challenge e-mail arrives in German, and its link opens the approval screen', async ({
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
    await signInToCardList(page, wallet)

    // The verification mail, in German, in the mailbox (the mail job sends every 2 s; the page says reload).
    const mailOf = (subject: string) =>
      page.getByRole('article').filter({ hasText: email }).filter({ hasText: subject })
    // The mailbox shows everyone's mails: it takes the sandbox's operator token, as the start banner's link does.
    const adminToken = sandbox.adminToken
    if (!adminToken) throw new Error('E2E_ADMIN_TOKEN is not set: the mailbox needs the operator token')
    const openMailbox = async (subject: string) => {
      await expect(async () => {
        await page.goto(`/api/sandbox/mailbox?token=${encodeURIComponent(adminToken)}`)
        await expect(mailOf(subject)).toHaveCount(1, { timeout: 500 })
      }).toPass({ timeout: 20_000 })
      return mailOf(subject)
    }
    const verification = await openMailbox('Bestätigen Sie Ihre E-Mail-Adresse')
    await expect(verification).toContainText('Bitte bestätigen Sie, dass diese Adresse Ihnen gehört')
    await verification.getByRole('link').first().click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.locator('body')).toContainText('Ihre E-Mail-Adresse ist bestätigt.')

    // A merchant asks for 12.50 USD with 3DS while the owner is away from the app.
    const purchase = await api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, {
      amount: '12.50',
      merchantName: 'E2E Bergladen',
      threeDS: true,
    })
    expect(purchase.status).toBe('challenge')
    const challenge = await openMailbox('Einkauf über 12,50 USD freigeben')
    await expect(challenge).toContainText(
      'Ein Einkauf über 12,50 USD bei E2E Bergladen wartet auf Ihre Freigabe.',
    )
    // No card data in a mail: neither the number nor its last four digits.
    await expect(challenge).not.toContainText(card.number.slice(-4))
    const link = challenge.getByRole('link', { name: new RegExp(`/de/card/${card.id}$`) })
    await expect(link).toHaveCount(1)
    await link.click()

    // The approval screen, in German, with this purchase waiting.
    const values = { amount: '12,50', currency: 'USD', merchant: 'E2E Bergladen' }
    const prompt = page.getByRole('region', { name: de('challenge.title') })
    await expect(prompt).toContainText(de('challenge.question', values))
    await expectNoSeriousA11y(page)
    await prompt.getByRole('button', { name: de('challenge.approve') }).click()
    await expect(prompt.getByTestId('challenge-outcome')).toHaveText(de('challenge.approved', values))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
