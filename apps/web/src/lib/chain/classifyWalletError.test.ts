import { InsufficientFundsError, TransactionExecutionError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { classifyWalletError } from './classifyWalletError'

describe('classifyWalletError', () => {
  it('a rejection in the wallet, however deep', () => {
    expect(classifyWalletError(new UserRejectedRequestError(new Error('no')))).toBe('rejected')
    expect(classifyWalletError(Object.assign(new Error('User rejected the request.'), { code: 4001 }))).toBe(
      'rejected',
    )
    expect(classifyWalletError(new Error('outer', { cause: { code: 4001 } }))).toBe('rejected')
  })

  it('no ETH for gas: viem error or the node message', () => {
    const viemError = new TransactionExecutionError(new InsufficientFundsError(), {
      account: { address: '0x0000000000000000000000000000000000000001', type: 'json-rpc' },
    } as never)
    expect(classifyWalletError(viemError)).toBe('insufficient_funds')
    expect(
      classifyWalletError(
        new Error('failed', { cause: new Error('insufficient funds for gas * price + value') }),
      ),
    ).toBe('insufficient_funds')
  })

  it('anything else', () => {
    expect(classifyWalletError(new Error('execution reverted'))).toBe('unknown')
    expect(classifyWalletError(undefined)).toBe('unknown')
  })
})
