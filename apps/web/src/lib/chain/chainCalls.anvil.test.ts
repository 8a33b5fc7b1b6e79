// @vitest-environment node
import { uniswapV2RouterAbi } from '@chaincard/devchain'
import { erc20NoReturnAbi } from '@chaincard/domain'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { approveExactAmount } from './approveExactAmount'
import { NoPaymentLogsError, TransactionCancelledError, TransactionRevertedError } from './errors'
import { lookupTransaction } from './lookupTransaction'
import { readTokenBalance } from './readTokenBalance'
import { readTokenBalances } from './readTokenBalances'
import { readTokenDecimals } from './readTokenDecimals'
import { sendSwapTransaction } from './sendSwapTransaction'
import { type AnvilSandbox, startAnvilSandbox } from './test/anvilSandbox'
import { transferToken } from './transferToken'
import { waitForPaymentReceipt } from './waitForPaymentReceipt'

// The shared jsdom setup clears localStorage after each test; Node has none.
vi.stubGlobal('localStorage', { clear() {} })

let sandbox: AnvilSandbox
beforeAll(async () => {
  sandbox = await startAnvilSandbox()
}, 120_000)
afterAll(async () => {
  await sandbox?.stop()
})

const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address
const balanceOf = (token: Address, owner: Address) =>
  sandbox.reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const rpc = (method: string, params: unknown[] = []) =>
  sandbox.reader.request({ method, params } as never) as Promise<unknown>

describe('reads', () => {
  it('balances: ERC-20 balanceOf and the native balance; decimals from the token contract', async () => {
    const owner = sandbox.walletFor(1).account.address
    const usdt = sandbox.token('USDT')
    expect(await readTokenBalance({ client: sandbox.reader, token: usdt, owner })).toBe(
      parseUnits('1000000', 6),
    )
    const eth = await readTokenBalance({
      client: sandbox.reader,
      token: { address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', isNative: true },
      owner,
    })
    expect(eth).toBe(await sandbox.reader.getBalance({ address: owner }))
    expect(await readTokenDecimals({ client: sandbox.reader, token: sandbox.token('WBTC') })).toBe(8)
    expect(await readTokenDecimals({ client: sandbox.reader, token: usdt })).toBe(6)

    const many = await readTokenBalances({
      client: sandbox.reader,
      tokens: [usdt, sandbox.token('UNI'), { address: freshAddress(), isNative: false }],
      owner,
    })
    expect(many.get(usdt.address.toLowerCase())).toBe(parseUnits('1000000', 6))
    expect(many.get(sandbox.token('UNI').address.toLowerCase())).toBe(parseUnits('100000', 18))
    expect(many.size).toBe(2) // the address without a contract is left out, not fatal
  })
})

describe('direct transfer of the no-return USDT', () => {
  it('pays the receiving address, and the receipt shows the Transfer to it', async () => {
    const wallet = sandbox.walletFor(2)
    const usdt = sandbox.token('USDT')
    const payee = freshAddress()
    const amount = 12_345_678n
    const hash = await transferToken({ wallet, reader: sandbox.reader, token: usdt, to: payee, amount })
    const result = await waitForPaymentReceipt({
      reader: sandbox.reader,
      hash,
      payment: { token: usdt.address, to: payee },
    })
    expect(result).toMatchObject({ hash, replaced: null, paid: amount })
    expect(await balanceOf(usdt.address, payee)).toBe(amount)
    const tx = await lookupTransaction({ reader: sandbox.reader, hash })
    expect(tx?.from.toLowerCase()).toBe(wallet.account.address.toLowerCase())
  })

  it('a transfer above the balance is refused before the wallet is asked (simulation)', async () => {
    const wallet = sandbox.walletFor(2)
    const before = await sandbox.reader.getTransactionCount({ address: wallet.account.address })
    await expect(
      transferToken({
        wallet,
        reader: sandbox.reader,
        token: sandbox.token('USDT'),
        to: freshAddress(),
        amount: parseUnits('2000000', 6),
      }),
    ).rejects.toThrow()
    expect(await sandbox.reader.getTransactionCount({ address: wallet.account.address })).toBe(before)
  })
})

describe('exact approve and a UNI -> USDT swap from calldata', () => {
  it('approves exactly the amount when the allowance is short, then swaps to the receiving address', async () => {
    const wallet = sandbox.walletFor(3)
    const owner = wallet.account.address
    const { router } = sandbox.manifest
    const uni = sandbox.token('UNI')
    const usdt = sandbox.token('USDT')
    const payee = freshAddress()
    const amount = parseEther('2.5')

    const approvals: Hash[] = []
    const first = await approveExactAmount({
      wallet,
      reader: sandbox.reader,
      token: uni.address,
      spender: router,
      amount,
      onApproval: (hash) => approvals.push(hash),
    })
    expect(first.hashes).toHaveLength(1)
    expect(approvals).toEqual(first.hashes)
    const allowance = () =>
      sandbox.reader.readContract({
        address: uni.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, router],
      })
    expect(await allowance()).toBe(amount) // exactly, never unlimited

    // Covered: no second approval.
    const again = await approveExactAmount({
      wallet,
      reader: sandbox.reader,
      token: uni.address,
      spender: router,
      amount,
    })
    expect(again.hashes).toEqual([])

    const [, out] = await sandbox.reader.readContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amount, [uni.address, usdt.address]],
    })
    const minOut = ((out ?? 0n) * 999n) / 1000n
    const data = encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amount, minOut, [uni.address, usdt.address], payee, maxUint256],
    })
    const hash = await sendSwapTransaction({ wallet, request: { to: router, data, value: 0n } })
    const result = await waitForPaymentReceipt({
      reader: sandbox.reader,
      hash,
      payment: { token: usdt.address, to: payee },
    })
    expect(result.paid).toBe(out)
    expect(result.paid).toBeGreaterThanOrEqual(minOut)
    expect(await balanceOf(usdt.address, payee)).toBe(out)
    expect(await allowance()).toBe(0n) // the exact allowance was used up
  })

  it('a short non-zero allowance is raised to exactly the amount', async () => {
    const wallet = sandbox.walletFor(4)
    const { router } = sandbox.manifest
    const uni = sandbox.token('UNI')
    await approveExactAmount({
      wallet,
      reader: sandbox.reader,
      token: uni.address,
      spender: router,
      amount: 5n,
    })
    const result = await approveExactAmount({
      wallet,
      reader: sandbox.reader,
      token: uni.address,
      spender: router,
      amount: 1_000n,
    })
    expect(result.hashes).toHaveLength(1)
    expect(
      await sandbox.reader.readContract({
        address: uni.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [wallet.account.address, router],
      }),
    ).toBe(1_000n)
  })

  it("USDT's rule (no change of a non-zero allowance) is met by resetting to 0 first", async () => {
    const wallet = sandbox.walletFor(4)
    const usdt = sandbox.token('USDT')
    const spender = freshAddress()
    await approveExactAmount({ wallet, reader: sandbox.reader, token: usdt.address, spender, amount: 7n })
    const result = await approveExactAmount({
      wallet,
      reader: sandbox.reader,
      token: usdt.address,
      spender,
      amount: 9n,
    })
    const allowance = await sandbox.reader.readContract({
      address: usdt.address,
      abi: erc20NoReturnAbi,
      functionName: 'allowance',
      args: [wallet.account.address, spender],
    })
    expect(allowance).toBe(9n)
    // The sandbox USDT enforces mainnet's rule: approve(0), then approve(9).
    expect(result.hashes).toHaveLength(2)
  })
})

describe('receipts that are not a payment', () => {
  it('a reverted transaction is detected (TransactionRevertedError)', async () => {
    const wallet = sandbox.walletFor(5)
    const usdt = sandbox.token('USDT')
    // Sent with a fixed gas limit so no estimation stops it: a transfer of more than the balance reverts.
    const hash = await wallet.writeContract({
      address: usdt.address,
      abi: erc20NoReturnAbi,
      functionName: 'transfer',
      args: [freshAddress(), parseUnits('5000000', 6)],
      gas: 200_000n,
    })
    const error = await waitForPaymentReceipt({
      reader: sandbox.reader,
      hash,
      payment: { token: usdt.address, to: freshAddress() },
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionRevertedError)
    expect((error as TransactionRevertedError).hash).toBe(hash)
  })

  it('a successful transaction without logs (plain ETH to the address) is not a payment', async () => {
    const wallet = sandbox.walletFor(5)
    const payee = freshAddress()
    const hash = await wallet.sendTransaction({ to: payee, value: 1n })
    await expect(
      waitForPaymentReceipt({
        reader: sandbox.reader,
        hash,
        payment: { token: sandbox.token('USDT').address, to: payee },
      }),
    ).rejects.toBeInstanceOf(NoPaymentLogsError)
  })

  it('a USDT transfer to another address is not a payment to this card', async () => {
    const wallet = sandbox.walletFor(5)
    const usdt = sandbox.token('USDT')
    const hash = await transferToken({
      wallet,
      reader: sandbox.reader,
      token: usdt,
      to: freshAddress(),
      amount: 1n,
    })
    await expect(
      waitForPaymentReceipt({
        reader: sandbox.reader,
        hash,
        payment: { token: usdt.address, to: freshAddress() },
      }),
    ).rejects.toBeInstanceOf(NoPaymentLogsError)
  })
})

describe('replaced transactions (automine off, mined on demand)', () => {
  async function withoutAutomine<T>(run: () => Promise<T>): Promise<T> {
    await rpc('evm_setAutomine', [false])
    try {
      return await run()
    } finally {
      await rpc('evm_setAutomine', [true])
    }
  }

  it('follows a replacement (same nonce, higher fee, new amount) to its hash', async () => {
    const wallet = sandbox.walletFor(6)
    const usdt = sandbox.token('USDT')
    const payee = freshAddress()
    await withoutAutomine(async () => {
      const nonce = await sandbox.reader.getTransactionCount({
        address: wallet.account.address,
        blockTag: 'pending',
      })
      const fees = { maxFeePerGas: parseUnits('3', 9), maxPriorityFeePerGas: parseUnits('1', 9) }
      const original = await wallet.writeContract({
        address: usdt.address,
        abi: erc20NoReturnAbi,
        functionName: 'transfer',
        args: [payee, 1_000_000n],
        gas: 100_000n,
        nonce,
        ...fees,
      })
      const tx = await lookupTransaction({ reader: sandbox.reader, hash: original })
      expect(tx?.nonce).toBe(nonce)
      const replacedSeen: string[] = []
      const waiting = waitForPaymentReceipt({
        reader: sandbox.reader,
        hash: original,
        replacement: {
          from: wallet.account.address,
          nonce,
          to: tx?.to ?? null,
          input: tx?.input,
          value: tx?.value,
        },
        payment: { token: usdt.address, to: payee },
        timeoutMs: 20_000,
        onReplaced: (r) => replacedSeen.push(r.reason),
      })
      await new Promise((resolve) => setTimeout(resolve, 300))
      const replacement = await wallet.writeContract({
        address: usdt.address,
        abi: erc20NoReturnAbi,
        functionName: 'transfer',
        args: [payee, 2_000_000n],
        gas: 100_000n,
        nonce,
        maxFeePerGas: parseUnits('10', 9),
        maxPriorityFeePerGas: parseUnits('5', 9),
      })
      await rpc('evm_mine')
      const result = await waiting
      expect(result.hash).toBe(replacement)
      expect(result.hash).not.toBe(original)
      expect(result.replaced).toBe('replaced')
      expect(replacedSeen).toEqual(['replaced'])
      expect(result.paid).toBe(2_000_000n)
    })
  })

  it('a cancellation (same nonce, 0 ETH to self) is a failure, not a payment', async () => {
    const wallet = sandbox.walletFor(7)
    const usdt = sandbox.token('USDT')
    const payee = freshAddress()
    await withoutAutomine(async () => {
      const nonce = await sandbox.reader.getTransactionCount({
        address: wallet.account.address,
        blockTag: 'pending',
      })
      const original = await wallet.writeContract({
        address: usdt.address,
        abi: erc20NoReturnAbi,
        functionName: 'transfer',
        args: [payee, 1_000_000n],
        gas: 100_000n,
        nonce,
        maxFeePerGas: parseUnits('3', 9),
        maxPriorityFeePerGas: parseUnits('1', 9),
      })
      const tx = await lookupTransaction({ reader: sandbox.reader, hash: original })
      const waiting = waitForPaymentReceipt({
        reader: sandbox.reader,
        hash: original,
        replacement: {
          from: wallet.account.address,
          nonce,
          to: tx?.to ?? null,
          input: tx?.input,
          value: tx?.value,
        },
        payment: { token: usdt.address, to: payee },
        timeoutMs: 20_000,
      }).catch((e: unknown) => e)
      await new Promise((resolve) => setTimeout(resolve, 300))
      const cancel = await wallet.sendTransaction({
        to: wallet.account.address,
        value: 0n,
        nonce,
        gas: 21_000n,
        maxFeePerGas: parseUnits('10', 9),
        maxPriorityFeePerGas: parseUnits('5', 9),
      })
      await rpc('evm_mine')
      const error = await waiting
      expect(error).toBeInstanceOf(TransactionCancelledError)
      expect((error as TransactionCancelledError).replacementHash).toBe(cancel)
      expect(await balanceOf(usdt.address, payee)).toBe(0n)
    })
  })
})
