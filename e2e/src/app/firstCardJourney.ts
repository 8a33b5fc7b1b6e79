import { expect, type Page } from '@playwright/test'
import { holdBlocks } from '../chain/holdBlocks'
import { type SandboxInfo, STARTING_TOKENS } from '../fixtures'
import type { TestWallet } from '../wallet/TestWallet'
import { accountMenu, connectWallet } from './connectWallet'
import { expectNoSeriousA11y } from './expectNoSeriousA11y'
import { expectWalletPrompt } from './expectWalletPrompt'
import { en } from './locales'

const FIRST_TOPUP_USDT = '20'
/** 20 USDT credited 1:1, minus the 0.18 % fee rounded up to the micro-dollar: 19.964, shown as 19.96. */
const FIRST_TOPUP_BALANCE = '19.96'

/** From a fresh wallet to a card that is not activated yet: referral link, connect, sign, take the free card. */
export async function takeFreeCard(page: Page, wallet: TestWallet): Promise<void> {
  await page.goto('/?code=WELCOME')
  await connectWallet(page, wallet)
  await expect(accountMenu(page)).toBeVisible()
  await wallet.approve('sign')

  // Auto-activation with the referral code: no invitation dialog, the main button becomes My Card.
  const myCard = page.getByRole('link', { name: en('nav.my_card') }).first()
  await expect(myCard).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await myCard.click()
  await expect(page.getByRole('heading', { level: 1, name: en('cards.title') })).toBeVisible()

  await expect(page.getByText(en('cards.add.left', { count: '1' }))).toBeVisible()
  await page
    .getByRole('button', { name: en('cards.add.tile', { name: en('cards.program.classic') }) })
    .click()
  const confirm = page.getByRole('dialog', { name: en('cards.add.confirm_title') })
  await confirm.getByRole('button', { name: en('cards.add.confirm') }).click()
  await expect(page.getByRole('heading', { level: 1, name: en('cardDetail.title') })).toBeVisible()
  await expect(page.getByTestId('status-label')).toHaveText(en('cards.status.not_activated'))
}

/** On the top-up screen of the open card: fill `amount` of the order currency (USDT) and press Confirm. */
async function startFirstTopUp(page: Page, amount: string): Promise<void> {
  await page.getByRole('link', { name: en('cardDetail.topup') }).click()
  await expect(page.getByRole('heading', { level: 1, name: en('topup.title') })).toBeVisible()
  const currency = page.getByRole('button', { name: en('topup.currency') })
  await expect(currency).toContainText('USDT')
  // Grouped the English way (every number in the page's notation).
  const balance = new Intl.NumberFormat('en').format(BigInt(STARTING_TOKENS.USDT))
  await expect(currency).toContainText(en('topup.balance', { balance, symbol: 'USDT' }))
  await page.getByLabel(en('topup.amount')).fill(amount)
  await expect(page.getByText(en('topup.rate', { currency: 'USDT', rate: '1' }))).toBeVisible()
  // The value of the payment, and what the card receives after the fee.
  await expect(page.getByTestId('value')).toContainText(`${amount}.00 USD`)
  await expect(page.getByTestId('total')).toContainText(/\d+\.\d{2} USD/)
  await page.getByRole('button', { name: en('topup.confirm') }).click()
}

export function topUpFail(page: Page) {
  return page.getByRole('dialog', { name: en('topup.fail.title') })
}

export function waitingConfirm(page: Page) {
  return page.getByRole('dialog', { name: en('topup.waiting.title_first') })
}

/** Confirm the first top-up and approve the transfer in the wallet; returns the transaction hash. */
export async function payFirstTopUp(page: Page, wallet: TestWallet, amount: string): Promise<`0x${string}`> {
  await startFirstTopUp(page, amount)
  await expectWalletPrompt(wallet, 'transaction', topUpFail(page))
  await expect(waitingConfirm(page)).toContainText(en('topup.progress.message.sending_send'))
  const hash = (await wallet.approve('transaction')) as `0x${string}`
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  return hash
}

/**
 * The contact form that follows the first payment: it opens by itself on the card (the next step after
 * paying is offered, not hidden behind Activate), then the application is approved.
 */
async function fillContactInfo(page: Page): Promise<void> {
  const form = page.getByRole('dialog', { name: en('application.title') })
  await expect(form).toBeVisible({ timeout: 30_000 })
  await form.getByLabel(en('application.email')).fill('ann.lee@example.com')
  await form.getByLabel(en('application.calling_code')).fill('+44')
  await form.getByLabel(en('application.phone')).fill('7911123456')
  await form.getByLabel(en('application.display_name')).fill('Ann Lee')
  await form.getByRole('button', { name: en('application.submit') }).click()
  await expect(form).toBeHidden()
}

/**
 * Waiting to get: the card details until confirmed. They show as a picture and as text with copy
 * buttons; Escape closes them without confirming, the card keeps waiting and Check shows the same number
 * again; the confirm button (after the 10 s countdown) activates the card, and they are gone.
 */
async function viewCardImageOnce(page: Page): Promise<void> {
  await page.getByRole('button', { name: en('cardDetail.check') }).click()
  let dialog = page.getByRole('dialog', { name: en('cardDetail.image.title') })
  await expect(dialog.getByRole('img', { name: en('cardDetail.image.alt') })).toBeVisible()
  const number = (await dialog.getByTestId('card-number').textContent())?.replaceAll(' ', '') ?? ''
  expect(number).toMatch(/^\d{16}$/)
  await expect(dialog.getByTestId('card-cvv')).toHaveText(/^\d{3}$/)
  await expect(dialog.getByTestId('card-expiry')).toHaveText(/^\d{2}\/\d{2}$/)
  await expect(
    dialog.getByRole('button', { name: en('copy.copy', { what: en('copy.what.card_number') }) }),
  ).toBeVisible()
  await expectNoSeriousA11y(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('status-label')).toHaveText(en('cards.status.activated'))
  await page.reload()
  await page.getByRole('button', { name: en('cardDetail.check') }).click()
  dialog = page.getByRole('dialog', { name: en('cardDetail.image.title') })
  await expect(dialog.getByTestId('card-number')).toHaveText(number.replace(/(\d{4})(?=\d)/g, '$1 '))
  await expect(dialog.getByRole('img', { name: en('cardDetail.image.alt') })).toBeVisible()
  const confirm = dialog.getByRole('button', { name: /./ }).filter({ hasNotText: '×' }).last()
  await expect(confirm).toBeDisabled()
  await expect(confirm).toHaveText(/\d+ s/)
  await expect(confirm).toHaveText(en('cardDetail.image.confirm'), { timeout: 15_000 })
  await confirm.click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('status-label')).toHaveText(en('cards.status.activated'))
  await expect(page.getByRole('button', { name: en('cardDetail.check') })).toHaveCount(0)
}

/** The settled balance appears (the sandbox issuer settles after SETTLEMENT_DELAY; the person reloads). */
async function expectSettledBalance(page: Page, balance: string): Promise<void> {
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('balance')).toContainText(balance, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

/** Journey 1 end to end (also run on a 375 px wide viewport). */
export async function firstCardJourney(page: Page, wallet: TestWallet, sandbox: SandboxInfo): Promise<void> {
  await takeFreeCard(page, wallet)
  await startFirstTopUp(page, FIRST_TOPUP_USDT)

  // Watch the confirmations: the chain is held so the payment sits at exactly 1 of the 2 required, then runs on.
  await expectWalletPrompt(wallet, 'transaction', topUpFail(page))
  await expect(waitingConfirm(page)).toContainText(en('topup.progress.message.sending_send'))
  // One instruction while the wallet is asked: stay (it said both "do not close" and "you can close").
  await expect(waitingConfirm(page).getByTestId('progress-instruction')).toHaveText(
    en('topup.progress.instruction.stay'),
  )
  await holdBlocks(sandbox.rpcUrl, async (mine) => {
    await wallet.approve('transaction')
    await mine(1)
    await expect(
      waitingConfirm(page).getByText(en('topup.progress.count', { done: '1', required: '2' })),
    ).toBeVisible()
    // Reported and counting: safe to close, and nothing claims the card is activated yet.
    await expect(waitingConfirm(page).getByTestId('progress-instruction')).toHaveText(
      en('topup.progress.instruction.can_close'),
    )
    await expect(waitingConfirm(page)).not.toContainText(en('topup.progress.message.activated'))
    await expectNoSeriousA11y(page)
  })

  // Paid: the card needs contact information before the issuer can issue it.
  await fillContactInfo(page)
  await expect(page.getByRole('dialog', { name: en('application.complete_title') })).toBeVisible({
    timeout: 45_000,
  })
  await page.getByRole('button', { name: en('application.view_card') }).click()
  await expect(page.getByRole('button', { name: en('cardDetail.check') })).toBeVisible()

  await viewCardImageOnce(page)
  await expectSettledBalance(page, FIRST_TOPUP_BALANCE)
}
