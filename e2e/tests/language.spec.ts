import { text } from '../src/app/locales'
import { expect, test } from '../src/fixtures'

test('journey 6: switching to zh-tw and ja keeps the page and translates it', async ({ page }) => {
  await page.goto('/?code=WELCOME')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home.title'))

  // The language menu lists en, zh-tw and zh-cn (SPEC 9); choosing one swaps the prefix, keeps path and query.
  await page.getByRole('button', { name: text('en', 'nav.language') }).click()
  await page.getByRole('menuitemradio', { name: '繁體中文' }).click()
  await expect(page).toHaveURL(/\/zh-tw\?code=WELCOME$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zh-tw', 'home.title'))
  await expect(page.getByRole('button', { name: text('zh-tw', 'wallet.connect') }).first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-tw')

  // Japanese is not in the menu: a ja link opens the same page in Japanese.
  await page.goto('/ja?code=WELCOME')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ja', 'home.title'))
  await expect(page.getByRole('button', { name: text('ja', 'nav.language') })).toHaveText('日本語')
  await expect(page.getByRole('button', { name: text('ja', 'wallet.connect') }).first()).toBeVisible()

  // A deeper page keeps its place too: the not-found page, switched back to English from zh-tw.
  await page.goto('/zh-tw/404')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zh-tw', 'not_found.title'))
  await page.getByRole('button', { name: text('zh-tw', 'nav.language') }).click()
  await page.getByRole('menuitemradio', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/404$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'not_found.title'))
})
