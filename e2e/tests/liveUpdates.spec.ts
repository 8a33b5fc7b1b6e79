import type { Page } from '@playwright/test'
import {
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { prepareActiveCard } from '../src/api/prepareActiveCard'
import type { ApiCard, Authorization } from '../src/api/types'
import { expectNoSeriousA11y } from '../src/app/expectNoSeriousA11y'
import { type Locale, text } from '../src/app/locales'
import { holdBlocks } from '../src/chain/holdBlocks'
import { sendToken } from '../src/chain/sendToken'
import { expect, type SandboxInfo, test } from '../src/fixtures'
import { E2E_WALLET_NAME } from '../src/wallet/injectWallet'
import type { TestWallet } from '../src/wallet/TestWallet'

/** the acceptance: what the server records reaches an open page this fast, without a reload. */
const LIVE_MS = 2_000

/**
 * Waits until `ready` (read over the API: the server has recorded the change), then gives the page LIVE_MS to
 * show it by itself. Returns how long the page took after the server had it (ms).
 */
async function lagAfterServer(ready: () => Promise<boolean>, shown: () => Promise<void>): Promise<number> {
  await expect.poll(ready, { timeout: 60_000, intervals: [100] }).toBe(true)
  const recorded = Date.now()
  await shown()
  return Date.now() - recorded
}

/** A USDT transfer sent (not waited for): an exchange paying the card's address, block production held. */
async function submitUsdt(sandbox: SandboxInfo, privateKey: Hex, to: `0x${string}`, amount: string) {
  const usdt = sandbox.token('USDT')
  const chain = defineChain({
    id: sandbox.chain.id,
    name: 'Sandbox',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [sandbox.rpcUrl] } },
  })
  const client = createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain,
    transport: http(sandbox.rpcUrl),
  })
  return client.sendTransaction({
    to: usdt.address,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits(amount, usdt.decimals)],
    }),
  })
}

/** An already active user opens the app in `locale`, signs in and opens the card ending in `last4`. */
async function openCardPage(
  page: Page,
  wallet: TestWallet,
  sandbox: SandboxInfo,
  locale: Locale,
  last4: string,
) {
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values)
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events')
  await page.goto(locale === 'en' ? '/' : `/${locale}/`)
  await page
    .getByRole('button', { name: t('wallet.connect') })
    .first()
    .click()
  const walletDialog = page.getByRole('dialog', { name: t('wallet.connect_title') })
  await walletDialog.getByRole('button', { name: sandbox.chain.name, exact: true }).click()
  await walletDialog.getByRole('button', { name: E2E_WALLET_NAME }).click()
  await wallet.approve('connect')
  await wallet.approve('sign')
  await page
    .getByRole('link', { name: t('nav.my_card') })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: t('cards.title') })).toBeVisible()
  await page
    .getByRole('link', { name: new RegExp(last4) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: t('cardDetail.title') })).toBeVisible()
  expect((await stream).status()).toBe(200)
}

/**
 * Live updates: with the card page open, a sandbox purchase and a deposit sent straight to the card's
 * address from elsewhere appear by themselves within 2 s of the server recording them; then the deposit page
 * walks a second such deposit through "Payment seen", "Confirming: 1 of 2" (block production held) and
 * "Credited" with the amount after the fee. axe on the card page and the deposit page.
 */
async function liveJourney(page: Page, wallet: TestWallet, sandbox: SandboxInfo, locale: Locale) {
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values)
  const { api, card } = await prepareActiveCard({ sandbox, privateKey: wallet.privateKey })
  const { address } = await api.get<{ address: `0x${string}` }>(`/card/${card.id}/topup?currency=usdt`)
  await openCardPage(page, wallet, sandbox, locale, card.number.slice(-4))
  const lags: Record<string, number> = {}

  // A merchant's purchase (no 3DS): its history line appears by itself.
  const merchant = `E2E Live Kiosk ${locale}`
  const history = page.getByRole('tabpanel', { name: t('cardDetail.tabs.history') })
  await expect(history.getByRole('listitem').filter({ hasText: merchant })).toHaveCount(0)
  const purchase = await api.post<Authorization>(`/sandbox/cards/${card.id}/authorizations`, {
    amount: '3.21',
    merchantName: merchant,
  })
  expect(purchase.status).toBe('approved')
  lags.purchase = await lagAfterServer(
    async () => true,
    () =>
      expect(history.getByRole('listitem').filter({ hasText: merchant })).toHaveCount(1, {
        timeout: LIVE_MS,
      }),
  )

  // An exchange pays 10 USDT to the card's address (no report): the pending top-up appears by itself.
  await expect(page.getByTestId('pending-topup')).toHaveCount(0)
  await sendToken({
    rpcUrl: sandbox.rpcUrl,
    chainId: sandbox.chain.id,
    privateKey: wallet.privateKey,
    token: sandbox.token('USDT').address,
    to: address,
    amount: parseUnits('10', 6),
  })
  lags.deposit = await lagAfterServer(
    async () => (await api.get<ApiCard>(`/card/${card.id}`)).pendingTopup !== '0.00',
    () => expect(page.getByTestId('pending-topup')).toBeVisible({ timeout: LIVE_MS }),
  )
  await expectNoSeriousA11y(page)

  // The deposit page: nothing on its way; the earlier deposit is already on the card.
  await page.getByRole('link', { name: t('cardDetail.deposit') }).click()
  await expect(page.getByRole('heading', { level: 1, name: t('deposit.title') })).toBeVisible()
  const live = page.getByRole('region', { name: t('deposit.live.title') })
  await expect(live.getByTestId('deposit-live-empty')).toBeVisible()

  const item = live.getByTestId('deposit-live')
  type Deposit = { txHash: string; state: string; confirmations: number }
  const deposits = async () => (await api.get<{ items: Deposit[] }>(`/card/${card.id}/deposits`)).items
  await holdBlocks(sandbox.rpcUrl, async (mine) => {
    const hash = await submitUsdt(sandbox, wallet.privateKey, address, '10')
    await mine(1)
    const mined = (d: Deposit) => d.txHash === hash.toLowerCase()
    lags.seen = await lagAfterServer(
      async () => (await deposits()).some((d) => mined(d) && d.confirmations === 1),
      async () => {
        await expect(item.getByTestId('deposit-live-steps')).toContainText(t('deposit.live.seen'), {
          timeout: LIVE_MS,
        })
        await expect(item.getByTestId('deposit-live-state')).toHaveText(
          t('deposit.live.confirming', { n: '1', required: '2' }),
          { timeout: LIVE_MS },
        )
      },
    )
    await expectNoSeriousA11y(page)
    await mine(1)
    lags.credited = await lagAfterServer(
      async () => (await deposits()).some((d) => mined(d) && d.state === 'credited'),
      () =>
        expect(item.getByTestId('deposit-live-state')).toHaveText(
          // 10 USDT less the 0.18 % fee.
          t('deposit.live.credited', { amount: locale === 'de' ? '9,98' : '9.98' }),
          { timeout: LIVE_MS },
        ),
    )
  })
  await expect(item.getByTestId('deposit-live-steps')).toContainText(t('deposit.live.seen'))
  await expect(item.getByTestId('deposit-live-steps')).toContainText(
    t('deposit.live.confirmed', { required: '2' }),
  )
  await expect(item).toHaveCount(1)
  await expectNoSeriousA11y(page)
  if (locale !== 'en')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  test.info().annotations.push({ type: 'lag after the server (ms)', description: JSON.stringify(lags) })
  console.log(`live updates ${locale}: page lag after the server (ms) ${JSON.stringify(lags)}`)
}

test('live updates: purchase and exchange deposit on the open card page, the deposit page walks through', async ({
  page,
  wallet,
  sandbox,
}) => {
  await liveJourney(page, wallet, sandbox, 'en')
})

test.describe('in German on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('live updates in German', async ({ page, wallet, sandbox }) => {
    await liveJourney(page, wallet, sandbox, 'de')
  })
})
