import { expect, type Page } from '@playwright/test'
import { E2E_WALLET_NAME } from '../wallet/injectWallet'
import type { TestWallet } from '../wallet/TestWallet'
import { en } from './locales'

/**
 * The person clicks Connect wallet, picks the network and the injected wallet (found over EIP-6963) in the
 * wallet dialog, and approves the connection in the wallet.
 */
export async function connectWallet(page: Page, wallet: TestWallet, networkName = 'Sandbox'): Promise<void> {
  await page
    .getByRole('button', { name: en('wallet.connect') })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: en('wallet.connect_title') })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: networkName, exact: true }).click()
  await dialog.getByRole('button', { name: E2E_WALLET_NAME }).click()
  await wallet.approve('connect')
  await expect(dialog).toBeHidden()
}

/** The navbar's account menu shows the connected address as 0x123…abcd (first 5, last 4). */
export function accountMenu(page: Page) {
  return page.getByRole('button', { name: en('wallet.account_menu') })
}
