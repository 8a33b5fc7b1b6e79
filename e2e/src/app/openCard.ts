import { expect, type Page } from '@playwright/test'
import type { TestWallet } from '../wallet/TestWallet'
import { connectWallet } from './connectWallet'
import { en } from './locales'

/** An already-active user arrives on the home page, connects, signs in, and opens My Card. */
export async function signInToCardList(page: Page, wallet: TestWallet): Promise<void> {
  await page.goto('/')
  await connectWallet(page, wallet)
  await wallet.approve('sign')
  await page
    .getByRole('link', { name: en('nav.my_card') })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: en('cards.title') })).toBeVisible()
}

/** From the card list, opens the card whose number ends with `last4` (the tile's link names it). */
export async function openCardFromList(page: Page, last4: string): Promise<void> {
  await page
    .getByRole('link', { name: new RegExp(last4) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: en('cardDetail.title') })).toBeVisible()
}

export function statusLabel(page: Page) {
  return page.getByTestId('status-label')
}
