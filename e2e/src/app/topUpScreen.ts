import { expect, type Page } from '@playwright/test'
import { en } from './locales'

/** From the card detail, the Top up link to the top-up screen. */
export async function openTopUp(page: Page): Promise<void> {
  await page.getByRole('link', { name: en('cardDetail.topup') }).click()
  await expect(page.getByRole('heading', { level: 1, name: en('topup.title') })).toBeVisible()
}

/** Opens the currency selector, searches the symbol as a person types it, and picks it. */
export async function chooseCurrency(page: Page, symbol: string): Promise<void> {
  const currency = page.getByRole('button', { name: en('topup.currency') })
  await currency.click()
  await page.getByRole('searchbox', { name: en('topup.search_currency') }).fill(symbol.toLowerCase())
  await page
    .getByRole('list', { name: en('topup.currency') })
    .getByRole('button', { name: new RegExp(`^${symbol}\\b`) })
    .click()
  await expect(currency).toContainText(symbol)
}

export function totalLine(page: Page) {
  return page.getByText(en('topup.total'), { exact: true }).locator('..')
}
