import { readFile } from 'node:fs/promises'
import { prepareActiveCard } from '../src/api/prepareActiveCard'
import type { Authorization } from '../src/api/types'
import { en } from '../src/app/locales'
import { openCardFromList, signInToCardList } from '../src/app/openCard'
import { pdfText } from '../src/files/pdfText'
import { expect, test } from '../src/fixtures'

test('journey 3: a 3DS purchase: Get OTP shows code, merchant and amount; history; statement PDF', async ({
  page,
  wallet,
  sandbox,
}) => {
  const { api, card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })
  await signInToCardList(page, wallet)
  await openCardFromList(page, card.number.slice(-4))

  // Nothing pending yet: Get OTP says so.
  await page.getByRole('button', { name: en('cardDetail.otp_button') }).click()
  let otpDialog = page.getByRole('dialog', { name: en('cardDetail.otp.title') })
  await expect(otpDialog).toContainText(en('cardDetail.otp.none'))
  await otpDialog
    .getByRole('button', { name: en('cardDetail.otp.close'), exact: true })
    .first()
    .click()

  // A merchant starts a 3DS purchase (sandbox route standing for the card network).
  const challenge = await api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, {
    amount: '12.34',
    merchantName: 'E2E Coffee Roasters',
    threeDS: true,
  })
  expect(challenge.status).toBe('challenge')
  // The live stream opens the approval prompt above the card at once: wait for that layout shift
  // before clicking, or the click lands where the button was.
  await expect(page.getByRole('region', { name: en('challenge.title') })).toBeVisible()

  await page.getByRole('button', { name: en('cardDetail.otp_button') }).click()
  otpDialog = page.getByRole('dialog', { name: en('cardDetail.otp.title') })
  await expect(otpDialog).toContainText('E2E Coffee Roasters')
  await expect(otpDialog).toContainText('12.34')
  await expect(otpDialog).toContainText('USD')
  const code = await otpDialog.getByText(/^\d{6}$/).textContent()
  expect(code).toMatch(/^\d{6}$/)

  // The person types the code on the merchant's page: the purchase is approved, then captured.
  const approved = await api.post<Authorization>(`/sandbox/authorizations/${challenge.id}/otp`, { otp: code })
  expect(approved.status).toBe('approved')
  await api.post(`/sandbox/authorizations/${challenge.id}/capture`, {})
  await otpDialog.getByRole('button', { name: en('cardDetail.otp.refresh') }).click()
  await expect(otpDialog).toContainText(en('cardDetail.otp.none'))
  await otpDialog
    .getByRole('button', { name: en('cardDetail.otp.close'), exact: true })
    .first()
    .click()

  await page.reload()
  const history = page.getByRole('tabpanel', { name: en('cardDetail.tabs.history') })
  const rows = history.getByRole('listitem').filter({ hasText: 'E2E Coffee Roasters' })
  await expect(rows.first()).toContainText('12.34')

  // The statement (this month by default, the dialog) downloads as a real PDF that lists the purchase.
  await page.getByRole('button', { name: en('cardDetail.statement') }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: en('cardDetail.statementDialog.pdf') }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^statement-[\w-]+\.pdf$/)
  const bytes = await readFile(await download.path())
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  const { text } = await pdfText(bytes)
  expect(text).toContain('E2E Coffee Roasters')
  expect(text).toContain('12.34')
})
