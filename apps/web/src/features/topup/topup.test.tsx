import { formatDecimal } from '@chaincard/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type Address, erc20Abi, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { card as cardFixture } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { resetWallet, testAccount } from '../../../test/wallet'
import { type AnvilSandbox, startAnvilSandbox } from '../../lib/chain/test/anvilSandbox'
import { setWalletClientSource } from '../../lib/chain/walletClientSource'
import { modalStore, openModal } from '../../lib/modals/modalStore'
import type { Card, Order } from '../../types/api'
import { sandboxQuote } from './test/sandboxQuote'
import { type ApiRoutes, connectSandboxWallet, installTopupFetch, sandboxConfig } from './test/topupWorld'

let sandbox: AnvilSandbox
beforeAll(async () => {
  sandbox = await startAnvilSandbox()
}, 120_000)
afterAll(async () => {
  await sandbox?.stop()
})
beforeEach(() => resetWallet())
afterEach(() => {
  vi.unstubAllGlobals()
  setWalletClientSource(undefined)
})

const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address
const usdtOf = (owner: Address) =>
  sandbox.reader.readContract({
    address: sandbox.token('USDT').address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

function order(id: string, payee: Address, overrides: Partial<Order> = {}): Order {
  return {
    ...cardFixture(id, { status: 'new', number: '**** **** **** 0000' }),
    availableCurrencies: ['usdt'],
    orderCurrency: 'usdt',
    orderAmount: '1510000',
    address: payee,
    amount: '0',
    topup: { lower: '1510000', upper: '3000000000', feeRate: '0.0018', original: { feeRate: '0.003' } },
    paymentFailure: null,
    ...overrides,
  }
}

type World = { card: Card; payee: Address; userStates?: string[]; routes?: ApiRoutes; locale?: 'de' }

/** The app on `card/{id}/topup` against the fake server and the real sandbox chain. */
function openTopup({ card, payee, userStates = ['normal'], routes = {}, locale }: World) {
  let stateCalls = 0
  const api = installTopupFetch(sandbox, {
    'GET /config': { body: sandboxConfig(sandbox) },
    'GET /state': { body: { active: true } },
    'GET /card': {
      body: {
        cards: card.status === 'new' ? [] : [card],
        orders: card.status === 'new' ? [order(card.id, payee)] : [],
        leftCount: 1,
        cardProducts: [],
      },
    },
    [`GET /card/${card.id}`]: { body: card },
    'GET /user/state': () => ({
      body: { state: userStates[Math.min(stateCalls++, userStates.length - 1)] },
    }),
    [`GET /card/${card.id}/topup`]: {
      body: {
        topupCurrency: 'usdt',
        address: payee,
        currency: 'usdt',
        chainId: sandbox.chain.id,
        feeRate: '0.0018',
        original: { feeRate: '0.003' },
        lower: '1510000',
        upper: '3000000000',
      },
    },
    [`GET /order/${card.id}`]: { body: order(card.id, payee) },
    'POST /swap': async (call) => ({ body: await sandboxQuote(sandbox, call.body as never, payee) }),
    [`POST /card/${card.id}/topup/pay`]: { status: 204 },
    [`POST /order/${card.id}/pay`]: { status: 204 },
    [`POST /order/${card.id}/pay/cancel`]: { status: 204 },
    'GET /confirmations/*': { body: { confirmations: 2, required: 2, status: 'confirmed' } },
    ...routes,
  })
  const view = renderApp(`${locale ? `/${locale}` : ''}/card/${card.id}/topup`)
  return { ...view, api }
}

const amountInput = () => screen.findByLabelText('Top-up amount')
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' })

async function chooseCurrency(symbol: string) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: /^Currency/ }))
  await user.click(
    within(screen.getByRole('list', { name: 'Currency' })).getByRole('button', {
      name: new RegExp(`^${symbol}`),
    }),
  )
}

describe('top-up screen entry (SPEC section 4)', () => {
  const cases: [string, Partial<Card>, string[]][] = [
    ['an expired card', { expired: true }, ['normal']],
    ['a pending card', { status: 'pending' }, ['normal']],
    ['a suspended card', { status: 'suspended' }, ['normal']],
    ['a card with top-up disabled', { topupDisabled: true }, ['normal']],
    ['a blacklisted user', {}, ['blacklist']],
  ]
  for (const [name, overrides, userStates] of cases) {
    it(`${name} goes to the card detail`, async () => {
      connectSandboxWallet(sandbox)
      const { router } = openTopup({ card: cardFixture('c1', overrides), payee: freshAddress(), userStates })
      await waitFor(() => expect(router.state.location.pathname).toBe('/card/c1'))
    })
  }

  it('an active card loads its top-up info in the chain order currency', async () => {
    connectSandboxWallet(sandbox)
    const { api } = openTopup({
      card: cardFixture('c1', { number: '4000123412341234' }),
      payee: freshAddress(),
    })
    expect(await screen.findByTestId('card-number')).toHaveTextContent('4000 1234 1234 1234')
    await amountInput()
    const [info] = api.find('GET /card/c1/topup')
    expect(info?.query.get('currency')).toBe('usdt')
    expect(api.count('GET /order/c1')).toBe(0)
  })

  it('a new card loads its order info', async () => {
    connectSandboxWallet(sandbox)
    const { api } = openTopup({ card: cardFixture('o1', { status: 'new' }), payee: freshAddress() })
    await amountInput()
    expect(api.count('GET /order/o1')).toBe(1)
    expect(api.count('GET /card/o1/topup')).toBe(0)
  })

  it('a top-up info failure goes to the card detail', async () => {
    connectSandboxWallet(sandbox)
    const { router } = openTopup({
      card: cardFixture('c1'),
      payee: freshAddress(),
      routes: {
        'GET /card/c1/topup': {
          status: 409,
          body: { code: 'topup_disabled', message: 'top-up disabled for this card' },
        },
      },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/card/c1'))
  })

  it('an unsupported chain shows the network warning with a switch button, and no form', async () => {
    connectSandboxWallet(sandbox)
    const payee = freshAddress()
    const { router } = openTopup({ card: cardFixture('c1'), payee })
    await amountInput()
    const { walletStore } = await import('../../lib/wallet/walletStore')
    walletStore.setState({ chainId: 1 })
    expect(await screen.findByText('Please switch to a network we support.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Top-up amount')).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Switch network' }))
    expect(modalStore.getState().stack.map((m) => m.type)).toContain('switchNetwork')
    expect(router.state.location.pathname).toBe('/card/c1/topup')
  })
})

describe('the form: every SPEC section 5 message and bound', () => {
  it('shows card number, min/max hints, fee (original struck through), provider and the do-not-close hint', async () => {
    connectSandboxWallet(sandbox)
    openTopup({
      card: cardFixture('c1', { balanceUpper: '100.00', balance: '90.00', pendingTopup: '5.00' }),
      payee: freshAddress(),
    })
    await amountInput()
    expect(screen.getByTestId('min-hint')).toHaveTextContent('Minimum top-up: 1.51 USDT')
    expect(screen.getByTestId('max-hint')).toHaveTextContent('Maximum top-up: 5.00 USD')
    expect(screen.getByTestId('fee-notice')).toHaveTextContent('0.18%')
    expect(screen.getByTestId('original-fee')).toHaveTextContent('0.3%')
    expect(screen.getByText('Exchange rates are provided by Uniswap.')).toBeInTheDocument()
    expect(
      screen.getByText('Do not close or refresh this page while the top-up is processing.'),
    ).toBeInTheDocument()
    expect(screen.getByTestId('rate-line')).toHaveTextContent('1 USDT ≈ 1 USD')
    expect(screen.queryByLabelText('Slippage tolerance (%)')).toBeNull()
    expect(screen.queryByTestId('swap-disclaimer')).toBeNull()
    expect(screen.getByTestId('total')).toHaveTextContent('--')
    expect(confirmButton()).toBeDisabled()
  })

  it('amount: invalid, below the minimum, the minimum itself, above the room left, the room itself, above the balance', async () => {
    connectSandboxWallet(sandbox)
    openTopup({
      card: cardFixture('c1', { balanceUpper: '100.00', balance: '90.00', pendingTopup: '5.00' }),
      payee: freshAddress(),
    })
    const user = userEvent.setup()
    const input = await amountInput()
    await waitFor(() => expect(screen.getByTestId('selected-balance')).not.toHaveTextContent('--'))
    const type = async (value: string) => {
      await user.clear(input)
      if (value) await user.type(input, value)
    }
    const error = () => screen.queryByTestId('amount-error')?.textContent ?? null

    await type('abc')
    expect(error()).toBe('Please enter an amount greater than 0.')
    await type('0')
    expect(error()).toBe('Please enter an amount greater than 0.')
    await type('1.2345678') // more decimals than USDT has
    expect(error()).toBe('Please enter an amount greater than 0.')
    await type('1.5')
    expect(error()).toBe('The minimum top-up is 1.51 USDT (about 1.51 USD).')
    expect(confirmButton()).toBeDisabled()
    await type('1.51')
    expect(error()).toBeNull()
    // The value, the fee (0.18 %, rounded up) and what the card receives after it.
    expect(screen.getByTestId('value')).toHaveTextContent('1.51 USD')
    expect(screen.getByTestId('fee')).toHaveTextContent('0.01 USD')
    expect(screen.getByTestId('total')).toHaveTextContent('1.50 USD')
    expect(confirmButton()).toBeEnabled()
    await type('5.01')
    // One message that says what to do, no contradicting "held as pending" note.
    expect(error()).toBe('This card can take at most 5.00 USD more. Please enter a smaller amount.')
    expect(screen.queryByText(/held as pending top-up/)).toBeNull()
    expect(confirmButton()).toBeDisabled()
    await type('5')
    expect(error()).toBeNull()
    expect(confirmButton()).toBeEnabled()
  })

  it('amount above the wallet balance: insufficient-balance', async () => {
    connectSandboxWallet(sandbox)
    openTopup({ card: cardFixture('c1', { balanceUpper: null }), payee: freshAddress() })
    const user = userEvent.setup()
    const input = await amountInput()
    await waitFor(() => expect(screen.getByTestId('selected-balance')).not.toHaveTextContent('--'))
    const balance = await usdtOf(testAccount.address)
    const whole = balance / 1_000_000n
    await user.type(input, `${whole + 1n}`)
    expect(screen.getByTestId('amount-error')).toHaveTextContent('Insufficient balance in your wallet.')
    expect(screen.getByTestId('max-hint')).toHaveTextContent('Maximum top-up: no limit')
    expect(confirmButton()).toBeDisabled()
  })

  it('swap currency: rate line from the quote, total, disclaimer, and every slippage message and bound', async () => {
    connectSandboxWallet(sandbox)
    const { api } = openTopup({ card: cardFixture('c1'), payee: freshAddress() })
    const user = userEvent.setup()
    const input = await amountInput()
    await chooseCurrency('UNI')
    await user.type(input, '2')
    expect(await screen.findByText('1 UNI ≈ 8 USD')).toBeInTheDocument()
    expect(screen.getByTestId('value')).toHaveTextContent('≈ 16.00 USD')
    // 16 USD minus the 0.18 % fee (0.0288, rounded up): about 15.97 USD reaches the card.
    expect(screen.getByTestId('total')).toHaveTextContent('≈ 15.97 USD')
    expect(screen.getByTestId('swap-disclaimer')).toBeInTheDocument()
    const swap = api.find('POST /swap').at(-1)
    expect(swap?.body).toEqual({
      id: sandbox.chain.id,
      cardId: 'c1',
      fromToken: sandbox.token('UNI').address,
      fromAmount: '2000000000000000000',
      toToken: sandbox.token('USDT').address,
      slippage: '0.1',
    })
    expect([...(swap?.query.keys() ?? [])]).toEqual([])

    const slippage = screen.getByLabelText('Slippage tolerance (%)')
    // A text input in the page's notation (German showed "0.1"); the bounds are the domain's rule.
    expect(slippage).toHaveValue('0.1')
    expect(slippage).toHaveAttribute('inputmode', 'decimal')
    expect(slippage).toHaveAttribute('title', expect.stringContaining('If the price moves against you'))
    const setSlippage = async (value: string) => {
      await user.clear(slippage)
      if (value) await user.type(slippage, value)
    }
    const error = () => screen.queryByTestId('slippage-error')?.textContent ?? null
    await setSlippage('')
    expect(error()).toBe('Please enter a slippage tolerance.')
    await setSlippage('0.09')
    expect(error()).toBe('Slippage must be between 0.1 and 50.')
    await setSlippage('50.01')
    expect(error()).toBe('Slippage must be between 0.1 and 50.')
    await setSlippage('1.234')
    expect(error()).toBe('Slippage must be a number with at most 2 decimals.')
    expect(confirmButton()).toBeDisabled()
    await setSlippage('50')
    expect(error()).toBeNull()
    await setSlippage('0.1')
    expect(error()).toBeNull()
    await waitFor(() => expect(confirmButton()).toBeEnabled())
  })

  it('currency list: balances of each token, filtered by the upper-cased search', async () => {
    connectSandboxWallet(sandbox)
    openTopup({ card: cardFixture('c1'), payee: freshAddress() })
    const user = userEvent.setup()
    await amountInput()
    await user.click(screen.getByRole('button', { name: /^Currency/ }))
    const list = screen.getByRole('list', { name: 'Currency' })
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: /^UNI/ })).toHaveTextContent('UNI swapped100,000'),
    )
    // Each says whether it is credited directly (the order currency) or swapped into it.
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/[\d.,-]+$/, '')),
    ).toEqual(['ETH swapped', 'USDT credited', 'UNI swapped', 'LINK swapped'])
    expect(screen.getByTestId('credit-mode')).toHaveTextContent('USDT is credited to the card directly.')
    const search = screen.getByLabelText('Search by symbol')
    await user.type(search, 'un')
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/[\d.,-]+$/, '')),
    ).toEqual(['UNI swapped'])
    await user.clear(search)
    await user.type(search, 'zzz')
    expect(within(list).queryAllByRole('button')).toEqual([])
    expect(within(list).getByText('No matching currency')).toBeInTheDocument()
  })

  it('a failing quote shows the rate error; Try Again asks again', async () => {
    connectSandboxWallet(sandbox)
    let fail = true
    const payee = freshAddress()
    const { api } = openTopup({
      card: cardFixture('c1'),
      payee,
      routes: {
        'POST /swap': async (call) =>
          fail
            ? { status: 503, body: { code: 'upstream_unavailable', message: 'swap venue unreachable' } }
            : { body: await sandboxQuote(sandbox, call.body as never, payee, '7.5') },
      },
    })
    const user = userEvent.setup()
    const input = await amountInput()
    await chooseCurrency('UNI')
    await user.type(input, '1')
    expect(await screen.findByText('Unable to get the exchange rate, please try again')).toBeInTheDocument()
    expect(screen.getByTestId('total')).toHaveTextContent('--')
    expect(confirmButton()).toBeDisabled()
    fail = false
    const before = api.count('POST /swap')
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('1 UNI ≈ 7.5 USD')).toBeInTheDocument()
    expect(api.count('POST /swap')).toBe(before + 1)
  })

  it('a quote paying another address gives the rate error (-1)', async () => {
    connectSandboxWallet(sandbox)
    openTopup({
      card: cardFixture('c1'),
      payee: freshAddress(),
      routes: {
        'POST /swap': async (call) => ({
          body: await sandboxQuote(sandbox, call.body as never, freshAddress()),
        }),
      },
    })
    const user = userEvent.setup()
    const input = await amountInput()
    await chooseCurrency('UNI')
    await user.type(input, '1')
    expect(await screen.findByText('Unable to get the exchange rate, please try again')).toBeInTheDocument()
    expect(confirmButton()).toBeDisabled()
  })
})

describe('Confirm: real payments on the sandbox chain', () => {
  it('direct USDT top-up of an active card: transfer, report, WaitingTopUpConfirm, TopUpComplete', async () => {
    const wallet = connectSandboxWallet(sandbox)
    const payee = freshAddress()
    const { api } = openTopup({ card: cardFixture('c1'), payee })
    const user = userEvent.setup()
    await user.type(await amountInput(), '2.5')
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    expect(
      await screen.findByRole('dialog', { name: 'Top-up confirmed' }, { timeout: 15_000 }),
    ).toBeInTheDocument()
    expect(await usdtOf(payee)).toBe(2_500_000n)
    const [report] = api.find('POST /card/c1/topup/pay')
    expect(report?.body).toMatchObject({ currency: 'usdt', hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    expect(report?.body).toHaveProperty('nonce', expect.any(Number))
    expect(api.count('GET /user/state')).toBeGreaterThanOrEqual(2) // refreshed at Confirm
    expect(wallet.sent).toHaveLength(1)
    expect(api.count('POST /order/c1/pay/cancel')).toBe(0)
  })

  it('first top-up of a new card with UNI: swap, report to /order/pay, WaitingConfirm until the card is active', async () => {
    connectSandboxWallet(sandbox)
    const payee = freshAddress()
    let paid = false
    const { api } = openTopup({
      card: cardFixture('o1', { status: 'new' }),
      payee,
      routes: {
        'POST /order/o1/pay': () => {
          paid = true
          return { status: 204 }
        },
        'GET /card/o1': () => ({ body: cardFixture('o1', { status: paid ? 'active' : 'new' }) }),
      },
    })
    const user = userEvent.setup()
    const input = await amountInput()
    await chooseCurrency('UNI')
    await user.type(input, '1')
    await screen.findByText('1 UNI ≈ 8 USD')
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    expect(
      await screen.findByRole('dialog', { name: 'Top-up confirmed' }, { timeout: 15_000 }),
    ).toBeInTheDocument()
    expect(await usdtOf(payee)).toBeGreaterThan(7_900_000n)
    const [report] = api.find('POST /order/o1/pay')
    expect(report?.body).toMatchObject({ currency: 'usdt' })
    expect(api.count('POST /order/o1/pay/cancel')).toBe(0)
    // Every quote (the rate line's and the one sent at Confirm) names the order it pays.
    const quotes = api.find('POST /swap')
    expect(quotes.length).toBeGreaterThanOrEqual(2)
    for (const quote of quotes) expect(quote.body).toMatchObject({ cardId: 'o1' })
  })

  it('the user rejects in the wallet: TopUpFail, the order payment cancelled, nothing reported', async () => {
    connectSandboxWallet(sandbox, { reject: true })
    const { api } = openTopup({ card: cardFixture('o1', { status: 'new' }), payee: freshAddress() })
    const user = userEvent.setup()
    await user.type(await amountInput(), '2')
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    const dialog = await screen.findByRole('dialog', { name: 'Oops!' })
    expect(
      within(dialog).getByText('You rejected the request in your wallet. Nothing was sent.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    // Nothing was sent, so nothing to ask support about.
    expect(dialog).not.toHaveTextContent('support@chaincard.test')
    expect(api.count('POST /order/o1/pay/cancel')).toBe(1)
    expect(api.count('POST /order/o1/pay')).toBe(0)
    expect(modalStore.getState().stack.map((m) => m.type)).toEqual(['topUpFail'])
  })

  it('a reverted receipt: TopUpFail and the order payment cancelled', async () => {
    const payee = freshAddress()
    // The wallet ends up sending a transfer that reverts (more than the balance, fixed gas).
    const { erc20NoReturnAbi } = await import('@chaincard/domain')
    const { encodeFunctionData } = await import('viem')
    connectSandboxWallet(sandbox, {
      rewrite: (tx) => ({
        ...tx,
        gas: '0x30d40',
        data: encodeFunctionData({
          abi: erc20NoReturnAbi,
          functionName: 'transfer',
          args: [payee, parseEther('1')],
        }),
      }),
    })
    const { api } = openTopup({ card: cardFixture('o1', { status: 'new' }), payee })
    const user = userEvent.setup()
    await user.type(await amountInput(), '2')
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    expect(await screen.findByRole('dialog', { name: 'Oops!' }, { timeout: 15_000 })).toBeInTheDocument()
    expect(api.count('POST /order/o1/pay/cancel')).toBe(1)
    expect(api.count('POST /order/o1/pay')).toBe(0)
  })

  it('the server refuses the report: TopUpFail and the order payment cancelled', async () => {
    connectSandboxWallet(sandbox)
    const { api } = openTopup({
      card: cardFixture('o1', { status: 'new' }),
      payee: freshAddress(),
      routes: {
        'POST /order/o1/pay': {
          status: 422,
          body: { code: 'payment_rejected', message: 'transaction reverted' },
        },
      },
    })
    const user = userEvent.setup()
    await user.type(await amountInput(), '2')
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    const dialog = await screen.findByRole('dialog', { name: 'Oops!' }, { timeout: 15_000 })
    expect(dialog).toHaveTextContent(
      "The payment was sent, but it is not a payment to this card in the card's currency.",
    )
    expect(api.count('POST /order/o1/pay')).toBe(1)
    expect(api.count('POST /order/o1/pay/cancel')).toBe(1)
  })

  it('the server holds the payment (the card may not take deposits now): TopUpFail says it is held, not lost', async () => {
    connectSandboxWallet(sandbox)
    const { api } = openTopup({
      card: cardFixture('c1', { status: 'active' }),
      payee: freshAddress(),
      routes: {
        'POST /card/c1/topup/pay': {
          status: 409,
          body: { code: 'topup_disabled', message: 'top-up disabled: the card is suspended' },
        },
      },
    })
    const user = userEvent.setup()
    await user.type(await amountInput(), '2')
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    const dialog = await screen.findByRole('dialog', { name: 'Oops!' }, { timeout: 15_000 })
    expect(dialog).toHaveTextContent('this card cannot take top-ups right now, so it is held, not credited.')
    expect(dialog).toHaveTextContent('contact')
    expect(api.count('POST /card/c1/topup/pay')).toBe(1)
  })

  it('an order whose last payment failed says why on its top-up screen', async () => {
    connectSandboxWallet(sandbox)
    const payee = freshAddress()
    openTopup({
      card: cardFixture('o1', { status: 'new' }),
      payee,
      routes: { 'GET /order/o1': { body: order('o1', payee, { paymentFailure: 'dropped' }) } },
    })
    const notice = await screen.findByTestId('payment-failure', {}, { timeout: 15_000 })
    expect(notice).toHaveTextContent('Your last payment did not go through')
    expect(notice).toHaveTextContent('The transaction was never mined and was dropped. You can pay again.')
  })

  it('a quote that changed by Confirm (amount mismatch) aborts before the wallet is asked', async () => {
    const wallet = connectSandboxWallet(sandbox)
    const payee = freshAddress()
    let quotes = 0
    const { api } = openTopup({
      card: cardFixture('o1', { status: 'new' }),
      payee,
      routes: {
        'POST /swap': async (call) => {
          const quote = await sandboxQuote(sandbox, call.body as never, payee)
          // The price-impact reference (a thousandth of a UNI) is left alone; the quote of the amount
          // itself changes after the rate line got it.
          if ((call.body as { fromAmount: string }).fromAmount !== parseEther('1').toString()) {
            return { body: quote }
          }
          quotes += 1
          return { body: quotes === 1 ? quote : { ...quote, fromAmount: '1' } }
        },
      },
    })
    const user = userEvent.setup()
    const input = await amountInput()
    await chooseCurrency('UNI')
    await user.type(input, '1')
    await screen.findByText('1 UNI ≈ 8 USD')
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    expect(await screen.findByRole('dialog', { name: 'Oops!' })).toBeInTheDocument()
    expect(wallet.sent).toEqual([])
    expect(api.count('POST /order/o1/pay/cancel')).toBe(1)
  })

  it('a user state that disables top-up at Confirm stops before any payment', async () => {
    const wallet = connectSandboxWallet(sandbox)
    const { api, router } = openTopup({
      card: cardFixture('c1'),
      payee: freshAddress(),
      userStates: ['normal', 'blacklist'],
    })
    const user = userEvent.setup()
    await user.type(await amountInput(), '2')
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/card/c1'))
    expect(wallet.sent).toEqual([])
    expect(api.count('POST /card/c1/topup/pay')).toBe(0)
    expect(modalStore.getState().stack).toEqual([])
  })
})

describe('WaitingConfirm opened by name for a pending card (card detail)', () => {
  const hash = `0x${'ab'.repeat(32)}` as const
  function openHome(cardStatus: Card['status'], confirmation: object) {
    connectSandboxWallet(sandbox)
    const api = installTopupFetch(sandbox, {
      'GET /config': { body: sandboxConfig(sandbox) },
      'GET /state': { body: { active: true } },
      'GET /card/p1': { body: cardFixture('p1', { status: cardStatus, hash }) },
      [`GET /confirmations/${hash}`]: { body: confirmation },
      'POST /order/p1/pay/cancel': { status: 204 },
    })
    renderApp('/')
    openModal({ type: 'waitingConfirm', cardId: 'p1' })
    return api
  }

  it('shows the timeline with confirmations against the requirement', async () => {
    openHome('pending', { confirmations: 1, required: 2, status: 'pending' })
    const dialog = await screen.findByRole('dialog', { name: 'Activating your card' })
    await waitFor(() =>
      expect(within(dialog).getByTestId('timeline-confirmations')).toHaveTextContent('1 of 2 confirmations'),
    )
    expect(within(dialog).getByTestId('timeline-sent')).toHaveAttribute('data-state', 'done')
    expect(within(dialog).getByTestId('timeline-confirmations')).toHaveAttribute('data-state', 'current')
    expect(within(dialog).getByTestId('timeline-credited')).toHaveAttribute('data-state', 'upcoming')
  })

  it('a reverted payment cancels the order payment and opens TopUpFail', async () => {
    const api = openHome('pending', { confirmations: 0, required: 2, status: 'reverted' })
    expect(await screen.findByRole('dialog', { name: 'Oops!' })).toBeInTheDocument()
    await waitFor(() => expect(api.count('POST /order/p1/pay/cancel')).toBe(1))
    expect(modalStore.getState().stack.map((m) => m.type)).toEqual(['topUpFail'])
  })

  it('a card that became active closes it and opens TopUpComplete', async () => {
    openHome('active', { confirmations: 2, required: 2, status: 'confirmed' })
    expect(await screen.findByRole('dialog', { name: 'Top-up confirmed' })).toBeInTheDocument()
    expect(modalStore.getState().stack.map((m) => m.type)).toEqual(['topUpComplete'])
  })
})

describe('Numbers in the language, a form that resets, a repeat that asks', () => {
  it('German: "2,5" is accepted, amounts in German notation, and 2.5 USDT is what is paid', async () => {
    connectSandboxWallet(sandbox)
    const payee = freshAddress()
    const { api } = openTopup({ card: cardFixture('c1', { balanceUpper: null }), payee, locale: 'de' })
    const user = userEvent.setup()
    const input = await screen.findByLabelText('Aufladebetrag')
    // German grouping and decimal comma (what earlier tests of this file spent varies the amount itself).
    await waitFor(() =>
      expect(screen.getByTestId('selected-balance')).toHaveTextContent(
        /^Guthaben: \d{1,3}(\.\d{3})+(,\d+)? USDT$/,
      ),
    )
    await user.type(input, '2,5')
    expect(screen.queryByTestId('amount-error')).toBeNull()
    expect(screen.getByTestId('value')).toHaveTextContent('2,50 USD')
    expect(screen.getByTestId('total')).toHaveTextContent('2,49 USD')
    expect(screen.getByTestId('min-hint')).toHaveTextContent('1,51 USDT')
    expect(screen.getByTestId('fee-notice')).toHaveTextContent('0,18 %')
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }))
    await screen.findByRole('dialog', { name: 'Aufladung bestätigt' }, { timeout: 15_000 })
    expect(await usdtOf(payee)).toBe(2_500_000n)
    expect(api.count('POST /card/c1/topup/pay')).toBe(1)
  })

  it('after a payment the form is empty; the same amount again asks first, and "Don\'t send" sends nothing', async () => {
    const wallet = connectSandboxWallet(sandbox)
    const payee = freshAddress()
    const { api } = openTopup({ card: cardFixture('c1', { balanceUpper: null }), payee })
    const user = userEvent.setup()
    await user.type(await amountInput(), '3')
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    const done = await screen.findByRole('dialog', { name: 'Top-up confirmed' }, { timeout: 15_000 })
    await user.click(within(done).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.getByLabelText('Top-up amount')).toHaveValue(''))
    expect(confirmButton()).toBeDisabled()

    await user.type(screen.getByLabelText('Top-up amount'), '3')
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    const repeat = await screen.findByRole('dialog', { name: 'Send the same amount again?' })
    expect(repeat).toHaveTextContent('You sent 3 USDT to this card at')
    await user.click(within(repeat).getByRole('button', { name: "Don't send" }))
    expect(wallet.sent).toHaveLength(1)
    expect(api.count('POST /card/c1/topup/pay')).toBe(1)

    // Another amount is not a repeat; and "Send again" does send.
    await user.click(confirmButton())
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send the same amount again?' })).getByRole('button', {
        name: 'Send again',
      }),
    )
    await screen.findByRole('dialog', { name: 'Top-up confirmed' }, { timeout: 15_000 })
    expect(wallet.sent).toHaveLength(2)
    expect(await usdtOf(payee)).toBe(6_000_000n)
  })

  it('Max fills the whole token balance; for ETH it keeps gas back', async () => {
    connectSandboxWallet(sandbox)
    openTopup({ card: cardFixture('c1', { balanceUpper: null }), payee: freshAddress() })
    const user = userEvent.setup()
    const input = await amountInput()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Max' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Max' }))
    const usdt = await usdtOf(testAccount.address)
    expect(input).toHaveValue(formatDecimal(usdt, 6))
    await chooseCurrency('ETH')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Max' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Max' }))
    const eth = await sandbox.reader.getBalance({ address: testAccount.address })
    const filled = parseEther((input as HTMLInputElement).value)
    expect(filled).toBeLessThan(eth)
    expect(filled).toBeGreaterThan(eth - parseEther('1'))
    expect(screen.getByText("Max keeps some of the network's coin back for the gas fee.")).toBeInTheDocument()
  })

  it('a swap shows minimum received, price impact and route; over 15 % Confirm needs an explicit yes', async () => {
    connectSandboxWallet(sandbox)
    openTopup({ card: cardFixture('c1', { balanceUpper: null }), payee: freshAddress() })
    const user = userEvent.setup()
    const input = await amountInput()
    await chooseCurrency('UNI')
    await user.type(input, '1')
    const details = await screen.findByTestId('swap-details', {}, { timeout: 15_000 })
    expect(within(details).getByTestId('min-received')).toHaveTextContent(/^7\.9\d* USDT$/)
    expect(within(details).getByTestId('swap-route')).toHaveTextContent('UNI → USDT')
    await waitFor(() =>
      expect(within(details).getByTestId('price-impact')).toHaveAttribute('data-level', 'ok'),
    )
    await waitFor(() => expect(confirmButton()).toBeEnabled())

    // About a fifth of the pool's UNI side (375,000 UNI against 3,000,000 USDT): the price moves ~18 %.
    await user.clear(input)
    await user.type(input, '80000')
    await waitFor(() => expect(screen.getByTestId('price-impact')).toHaveAttribute('data-level', 'block'), {
      timeout: 15_000,
    })
    expect(screen.getByText(/above 15 %: you would lose a large part of the value/)).toBeInTheDocument()
    expect(confirmButton()).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: /I accept a price impact of/ }))
    await waitFor(() => expect(confirmButton()).toBeEnabled())
  })

  it('no gas money: TopUpFail says so in its own sentence, with Try again', async () => {
    connectSandboxWallet(sandbox, {
      sendError: { code: -32000, message: 'insufficient funds for gas * price + value' },
    })
    openTopup({ card: cardFixture('c1'), payee: freshAddress() })
    const user = userEvent.setup()
    await user.type(await amountInput(), '2')
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    const dialog = await screen.findByRole('dialog', { name: 'Oops!' }, { timeout: 15_000 })
    expect(dialog).toHaveTextContent(
      "Your wallet does not have enough of the network's coin to pay the gas fee.",
    )
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Oops!' })).toBeNull())
    expect(screen.getByLabelText('Top-up amount')).toHaveValue('2')
  })
})

describe('The progress shows the real stage and one instruction', () => {
  const hash = `0x${'cd'.repeat(32)}` as const
  function openWaiting(cardStatus: Card['status'], confirmation: object, request: object = {}) {
    connectSandboxWallet(sandbox)
    installTopupFetch(sandbox, {
      'GET /config': { body: sandboxConfig(sandbox) },
      'GET /state': { body: { active: true } },
      'GET /card/p1': { body: cardFixture('p1', { status: cardStatus, hash }) },
      [`GET /confirmations/${hash}`]: { body: confirmation },
    })
    renderApp('/')
    openModal({ type: 'waitingConfirm', cardId: 'p1', ...request })
  }

  it('while the wallet is asked: "do not close", nothing done yet; one instruction only', async () => {
    openWaiting('new', { confirmations: 0, required: 2, status: 'pending' }, { hash: null, stage: 'send' })
    const dialog = await screen.findByRole('dialog', { name: 'Activating your card' })
    expect(within(dialog).getByTestId('progress-message')).toHaveTextContent(
      'Please confirm the payment in your wallet…',
    )
    expect(within(dialog).getByTestId('progress-instruction')).toHaveTextContent(
      'Do not close or refresh this page until your payment is recorded.',
    )
    expect(dialog).not.toHaveTextContent('You can close this window')
    expect(within(dialog).getByTestId('timeline-sent')).toHaveAttribute('data-state', 'current')
  })

  it('confirmed but the card needs contact details: credited, not "activated"', async () => {
    openWaiting('pending', { confirmations: 2, required: 2, status: 'confirmed' })
    const dialog = await screen.findByRole('dialog', { name: 'Activating your card' })
    await waitFor(() =>
      expect(within(dialog).getByTestId('timeline-credited')).toHaveAttribute('data-state', 'done'),
    )
    expect(within(dialog).getByTestId('timeline-activated')).toHaveAttribute('data-state', 'current')
    expect(dialog).not.toHaveTextContent('Your card is activated')
    expect(within(dialog).getByTestId('progress-instruction')).toHaveTextContent('You can close this window')
    expect(dialog).not.toHaveTextContent('Do not close')
    expect(within(dialog).getByTestId('tx-hash')).toHaveTextContent(`${hash.slice(0, 10)}…${hash.slice(-8)}`)
    expect(within(dialog).getByRole('button', { name: 'Copy transaction hash' })).toBeInTheDocument()
  })

  it('reorged and partial payments each say what happened', async () => {
    openWaiting('pending', { confirmations: 0, required: 2, status: 'reorged' })
    const reorged = await screen.findByRole('dialog', { name: 'Activating your card' })
    await waitFor(() =>
      expect(within(reorged).getByTestId('progress-message')).toHaveTextContent(
        'The block with your payment left the chain.',
      ),
    )
    resetWallet()
    openWaiting('pending', { confirmations: 2, required: 2, status: 'partial' })
    const partial = await screen.findByRole('dialog', { name: 'Activating your card' })
    await waitFor(() =>
      expect(within(partial).getByTestId('progress-message')).toHaveTextContent(
        'This payment is below the minimum top-up. It is held, not credited: please contact support at support@chaincard.test.',
      ),
    )
    expect(within(partial).getByTestId('timeline-credited')).toHaveAttribute('data-state', 'failed')
  })
})

describe('A next step after each payment, Max bounded by the card, the locale in slippage', () => {
  it('a later top-up ends with what was credited and when it is spendable', async () => {
    connectSandboxWallet(sandbox)
    const payee = freshAddress()
    const spendableAt = '2026-11-26T10:31:00.000Z'
    let reported: string | undefined
    openTopup({
      card: cardFixture('c1'),
      payee,
      routes: {
        'POST /card/c1/topup/pay': (call) => {
          reported = (call.body as { hash: string }).hash
          return { status: 204 }
        },
        'GET /card/c1/pending-topup': () => ({
          body: {
            pendingTopup: '2.49',
            balanceUpper: '3000.00',
            fits: '2.49',
            overMaximum: '0.00',
            movable: '0.00',
            spendableAt,
            settles: true,
            credits: [
              {
                kind: 'topup',
                amount: '2.49',
                fitting: '2.49',
                spendableAt,
                txHash: reported ?? null,
                at: spendableAt,
              },
            ],
            refunds: [],
          },
        }),
      },
    })
    const user = userEvent.setup()
    await user.type(await amountInput(), '2.5')
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    const dialog = await screen.findByRole('dialog', { name: 'Top-up confirmed' }, { timeout: 15_000 })
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(spendableAt),
    )
    await waitFor(() =>
      expect(dialog).toHaveTextContent(`2.49 USD is credited to your card. It becomes spendable on ${date}.`),
    )
    expect(reported).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('Max fills what the card can still take (a 3,000 card holding 2,995), not the wallet', async () => {
    connectSandboxWallet(sandbox)
    openTopup({ card: cardFixture('c1', { balance: '2995.00' }), payee: freshAddress() })
    const user = userEvent.setup()
    const input = await amountInput()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Max' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Max' }))
    expect(input).toHaveValue('5')
    expect(screen.getByTestId('max-note')).toHaveTextContent(
      'Max fills what this card can still take: 5.00 USD.',
    )
    expect(screen.queryByTestId('amount-error')).toBeNull()
  })

  it('a full card says so, and Max has nothing to fill', async () => {
    connectSandboxWallet(sandbox)
    openTopup({
      card: cardFixture('c1', { balance: '2990.00', pendingTopup: '10.00' }),
      payee: freshAddress(),
    })
    await amountInput()
    expect(screen.getByTestId('card-full')).toHaveTextContent('This card is at its maximum balance')
    await waitFor(() => expect(api31Max()).toBeDisabled())
  })

  it('slippage shows and takes the German decimal comma', async () => {
    connectSandboxWallet(sandbox)
    const payee = freshAddress()
    const { api } = openTopup({ card: cardFixture('c1'), payee, locale: 'de' })
    await screen.findByLabelText('Aufladebetrag')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Währung/ }))
    await user.click(
      within(screen.getByRole('list', { name: 'Währung' })).getByRole('button', { name: /^UNI/ }),
    )
    const slippage = await screen.findByLabelText('Slippage-Toleranz (%)')
    expect(slippage).toHaveValue('0,1')
    await user.clear(slippage)
    await user.type(slippage, '1,5')
    expect(screen.queryByTestId('slippage-error')).toBeNull()
    await user.type(await screen.findByLabelText('Aufladebetrag'), '1')
    await waitFor(() => expect(api.find('POST /swap').at(-1)?.body).toMatchObject({ slippage: '1.5' }))
  })
})

const api31Max = () => screen.getByRole('button', { name: 'Max' })

describe('After the first payment the contact form opens', () => {
  it('a paid order that needs contact details: the progress closes and the contact form opens', async () => {
    connectSandboxWallet(sandbox)
    const hash = `0x${'ef'.repeat(32)}` as const
    installTopupFetch(sandbox, {
      'GET /config': { body: sandboxConfig(sandbox) },
      'GET /state': { body: { active: true } },
      'GET /card/p1': { body: cardFixture('p1', { status: 'application_required', hash }) },
      [`GET /confirmations/${hash}`]: { body: { confirmations: 2, required: 2, status: 'confirmed' } },
    })
    renderApp('/')
    const onApplicationRequired = vi.fn()
    openModal({ type: 'waitingConfirm', cardId: 'p1', onApplicationRequired })
    expect(await screen.findByRole('dialog', { name: 'Contact information' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Activating your card' })).toBeNull()
    expect(onApplicationRequired).toHaveBeenCalledTimes(1)
    expect(modalStore.getState().stack).toEqual([{ type: 'applicationPending', cardId: 'p1' }])
  })
})
