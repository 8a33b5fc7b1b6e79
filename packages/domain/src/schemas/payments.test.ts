import { describe, expect, it } from 'vitest'
import {
  ConfirmationsParams,
  ConfirmationsResponse,
  PayBody,
  PaymentConfirmationStatus,
  SwapBody,
  SwapQuoteResponse,
} from './payments'
import { HASH, requestSamples, responseSamples, USDT, WETH } from './samples.fixture'

describe('PayBody', () => {
  it('lowercases the hash and keeps the nonce', () => {
    expect(PayBody.parse(requestSamples.PayBody)).toEqual({ currency: 'usdt', hash: HASH, nonce: 7 })
  })

  it('rejects bad hashes, negative or fractional nonces, nonce as a string', () => {
    const body = requestSamples.PayBody
    for (const bad of [
      { ...body, hash: HASH.slice(0, 65) },
      { ...body, hash: `${HASH}ff` },
      { ...body, nonce: -1 },
      { ...body, nonce: 1.5 },
      { ...body, nonce: '7' },
      { currency: 'usdt', hash: HASH },
    ]) {
      expect(PayBody.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('confirmations take a hash path parameter and answer a closed status', () => {
    expect(ConfirmationsParams.parse({ hash: HASH.toUpperCase().replace('0X', '0x') })).toEqual({
      hash: HASH,
    })
    expect(
      ConfirmationsResponse.safeParse({ confirmations: 2, required: 2, status: 'confirmed' }).success,
    ).toBe(true)
    expect(ConfirmationsResponse.safeParse({ confirmations: 2, required: 2, status: 'done' }).success).toBe(
      false,
    )
    expect(
      ConfirmationsResponse.safeParse({ confirmations: 0, required: 0, status: 'pending' }).success,
    ).toBe(false)
    // API.md lists every status, reorged and partial included.
    expect(PaymentConfirmationStatus.options).toEqual([
      'pending',
      'confirmed',
      'reverted',
      'not_found',
      'reorged',
      'partial',
    ])
  })
})

describe('swap', () => {
  it('checksums the tokens of a quote request', () => {
    expect(SwapBody.parse(requestSamples.SwapBody)).toEqual({ ...requestSamples.SwapBody, fromToken: WETH })
  })

  it('refuses zero or numeric amounts, slippage out of 0.1-50, bad tokens, a missing or malformed card id', () => {
    const body = requestSamples.SwapBody
    const { cardId: _cardId, ...withoutCard } = body
    for (const bad of [
      withoutCard,
      { ...body, cardId: 'c1' },
      { ...body, cardId: body.cardId.toUpperCase() },
      { ...body, fromAmount: '0' },
      { ...body, fromAmount: 1e18 },
      { ...body, slippage: '0.05' },
      { ...body, slippage: '60' },
      { ...body, slippage: 0.1 },
      { ...body, toToken: 'USDT' },
      { ...body, id: 0 },
    ]) {
      expect(SwapBody.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('quotes answer checksummed addresses and base-unit amounts', () => {
    const quote = responseSamples.SwapQuoteResponse
    expect(SwapQuoteResponse.parse(quote)).toEqual(quote)
    expect(SwapQuoteResponse.safeParse({ ...quote, toToken: USDT.toLowerCase() }).success).toBe(false)
    expect(SwapQuoteResponse.safeParse({ ...quote, toAmountMin: '3009.43755' }).success).toBe(false)
    expect(
      SwapQuoteResponse.safeParse({
        ...quote,
        transactionRequestData: { ...quote.transactionRequestData, value: -1 },
      }).success,
    ).toBe(false)
  })
})
