import type { Page } from '@playwright/test'
import { prepareActiveCard } from '../src/api/prepareActiveCard'
import { takeReservesSnapshot } from '../src/api/takeReservesSnapshot'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { type Locale, text } from '../src/app/locales'
import { signInToCardList } from '../src/app/openCard'
import { expect, type SandboxInfo, test } from '../src/fixtures'
import type { TestWallet } from '../src/wallet/TestWallet'

/** A locale's sentence with its `{{placeholders}}` matching anything, as a whole-text pattern. */
function sentence(locale: Locale, key: string): RegExp {
  const escaped = text(locale, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+')}$`)
}

/**
 * The proof of reserves in the browser: an owner with an active card (paid in USDT to its receiving
 * address) is in the snapshot the operator takes; the public Reserves page shows the ratio and the chart;
 * signed in, "Verify my balance" fetches the proof and checks it in the browser: verified. The same proof
 * with one leaf's value changed on its way to the page (at the browser's fetch boundary) is not verified.
 * In `locale`, axe on each state.
 */
async function verifyOwnBalance(page: Page, wallet: TestWallet, sandbox: SandboxInfo, locale: Locale) {
  const t = (key: string) => text(locale, key)
  await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })
  const snapshotId = await takeReservesSnapshot(sandbox)
  await signInToCardList(page, wallet)
  await page.goto(`${locale === 'en' ? '' : `/${locale}`}/reserves`)
  await expect(page.getByRole('heading', { level: 1, name: t('reserves.title') })).toBeVisible()
  // The latest snapshot: ours, or one another test took after it (which holds this owner too).
  await expect(page.getByTestId('reserves-ratio')).toHaveText(/\d.*%|%.*\d/)
  await expect(page.getByTestId('reserves-ratio')).not.toHaveText(t('reserves.ratio_none'))
  await expect(page.getByRole('img', { name: t('reserves.chart.title') })).toBeVisible()
  await expect(page.getByText(t('reserves.snapshot.id'))).toBeVisible()
  await expectNoSeriousA11y(page)

  const verify = page.getByRole('region', { name: t('reserves.verify.title') })
  const proofs: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/reserves/proof')) proofs.push(request.url())
  })
  await verify.getByRole('button', { name: t('reserves.verify.button') }).click()
  const outcome = verify.getByTestId('reserves-verification').getByRole('status')
  await expect(outcome).toHaveText(sentence(locale, 'reserves.verify.verified'))
  await expect(verify.locator('[data-status="failed"]')).toHaveCount(0)
  await expect(verify.locator('[data-check="root_digest"]')).toHaveAttribute('data-status', 'passed')
  expect(proofs).toHaveLength(1)
  await expectNoSeriousA11y(page)
  expect(snapshotId).toMatch(/^[0-9a-f-]{36}$/)

  // The same proof with one leaf's value changed (the liability stated beside it left as it was).
  await page.route('**/api/reserves/proof?*', async (route) => {
    const response = await route.fetch()
    const proof = (await response.json()) as { leaves: { value: string }[] }
    const leaf = proof.leaves[0]
    if (!leaf) throw new Error('the proof has no leaf to change')
    leaf.value = (BigInt(leaf.value) + 1n).toString()
    await route.fulfill({ response, json: proof })
  })
  await verify.getByRole('button', { name: t('reserves.verify.button') }).click()
  await expect(outcome).toHaveText(sentence(locale, 'reserves.verify.not_verified'))
  await expect(verify.locator('[data-status="failed"]').first()).toBeVisible()
  expect(proofs).toHaveLength(2)
  await expectNoSeriousA11y(page)
}

test('The Reserves page shows the ratio and chart; my balance verifies, a changed proof does not', async ({
  page,
  wallet,
  sandbox,
}) => {
  await verifyOwnBalance(page, wallet, sandbox, 'en')
})

test.describe('in German on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('The proof of reserves, verified and then changed, in German', async ({ page, wallet, sandbox }) => {
    await verifyOwnBalance(page, wallet, sandbox, 'de')
  })
})
