import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, getAddress, http } from 'viem'
import { prepareActiveCard } from '../src/api/prepareActiveCard'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { type Locale, text } from '../src/app/locales'
import { signInToCardList } from '../src/app/openCard'
import { expect, type SandboxInfo, test } from '../src/fixtures'
import type { TestWallet } from '../src/wallet/TestWallet'

/**
 * Withdrawing a card's balance: on the card page, Withdraw states what is available and the fee, takes an amount,
 * a network and an address, and asks the wallet for one signature naming them; the amount leaves the card at
 * once, the sandbox pays it from a dev account, and the dialog, the card's withdrawals and its history show it
 * paid without a reload. The recipient's stablecoin balance on the chain grows by the amount. Axe on each state.
 */
async function withdrawAndSeePaid(page: Page, wallet: TestWallet, sandbox: SandboxInfo, locale: Locale) {
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values)
  const { card, api } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })
  const recipient = getAddress(`0x${wallet.privateKey.slice(-40)}`)
  const usdt = sandbox.token('USDT')
  const chain = createPublicClient({ transport: http(sandbox.rpcUrl) })
  const received = () =>
    chain.readContract({ address: usdt.address, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] })
  const before = await received()

  await signInToCardList(page, wallet)
  await page.goto(`${locale === 'en' ? '' : `/${locale}`}/card/${card.id}`)
  await expect(page.getByRole('heading', { level: 1, name: t('cardDetail.title') })).toBeVisible()
  await page.getByRole('button', { name: t('withdraw.open') }).click()
  const dialog = page.getByRole('dialog', { name: t('withdraw.title') })
  // What is available and the fee are stated before anything is asked.
  await expect(dialog.getByTestId('withdraw-available')).not.toBeEmpty()
  await expect(dialog.getByTestId('withdraw-fee')).not.toBeEmpty()
  await dialog.getByLabel(t('withdraw.amount')).fill('10')
  await dialog.getByLabel(t('withdraw.address')).fill(recipient)
  await expect(dialog.getByTestId('withdraw-total')).toBeVisible()
  await expectNoSeriousA11y(page)
  // The dialog fits the screen.
  const box = await dialog.boundingBox()
  expect(box?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280)

  const signedBefore = wallet.signRequests().length
  await dialog.getByRole('button', { name: t('withdraw.confirm') }).click()
  await wallet.approve('sign')
  const message = wallet.signRequests().slice(signedBefore)[0] ?? ''
  expect(message).toContain(`Withdraw 10.00 USD (fee 0.00 USD) from card ${card.id} to ${recipient}`)
  expect(message).toContain('Expiration Time:')

  // Asked: the money left the card at once; then the sandbox pays it and the status follows live.
  await expect(dialog.getByTestId('withdrawal-asked')).toBeVisible()
  await expect(dialog.getByTestId('withdrawal-status')).toHaveAttribute('data-status', 'paid', {
    timeout: 60_000,
  })
  await expect(dialog.getByTestId('withdrawal-status')).toHaveText(t('withdraw.status.paid'))
  await expectNoSeriousA11y(page)
  await dialog
    .getByTestId('withdrawal-asked')
    .getByRole('button', { name: t('withdraw.close') })
    .click()

  const listed = page.getByTestId('withdrawals')
  await expect(listed.getByTestId('withdrawal-status').first()).toHaveText(t('withdraw.status.paid'))
  await expect(listed.getByTestId('tx-hash').first()).toBeVisible()
  await expect(page.getByText(t('history.kind.withdrawal')).first()).toBeVisible()
  await expectNoSeriousA11y(page)

  expect(await received()).toBe(before + 10_000_000n)
  const after = await api.get<{ balance: string }>(`/card/${card.id}`)
  expect(Number(card.balance) - Number(after.balance)).toBeCloseTo(10, 2)
}

test('withdraws part of a card balance, paid by the sandbox and shown paid without a reload', async ({
  page,
  wallet,
  sandbox,
}) => {
  await withdrawAndSeePaid(page, wallet, sandbox, 'en')
})

test.describe('in German on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('eine Auszahlung, von der Sandbox bezahlt und als ausgezahlt gezeigt', async ({
    page,
    wallet,
    sandbox,
  }) => {
    await withdrawAndSeePaid(page, wallet, sandbox, 'de')
  })
})
