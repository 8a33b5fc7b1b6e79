import { describe, expect, it } from 'vitest'
import { CardListResponse } from './cardList'
import {
  Card,
  CardImageResponse,
  CardParams,
  MaskedCardNumber,
  MaskedName,
  ThreeDsResponse,
  TopupInfoResponse,
} from './cards'
import { Order } from './orders'
import { responseSamples } from './samples.fixture'
import { PendingTransaction, StatementQuery, Transaction } from './transactions'

const card = responseSamples.Card

describe('Card', () => {
  it('parses the sample card and an overdrawn, unlimited, not yet issued card', () => {
    expect(Card.parse(card)).toEqual(card)
    const other = {
      ...card,
      cardId: null,
      number: '**** **** **** ****',
      balance: '-3.10',
      balanceUpper: null,
      original: { balanceUpper: null },
      program: 'nft',
      hash: null,
      expiresAt: null,
      name: '',
    }
    expect(Card.parse(other)).toEqual(other)
  })

  it('never lets a full card number or an unmasked name through', () => {
    for (const number of ['4111111111111111', '4111 1111 1111 1111', '**** **** 1111 1111', '']) {
      expect(MaskedCardNumber.safeParse(number).success, number).toBe(false)
      expect(Card.safeParse({ ...card, number }).success, number).toBe(false)
    }
    for (const name of ['John Doe', 'J*** Doe', ' J***', 'J***  D**']) {
      expect(MaskedName.safeParse(name).success, name).toBe(false)
    }
    expect(MaskedName.safeParse('J').success).toBe(true)
  })

  it('drops fields the contract does not have (a stray pan or cvv is never serialised)', () => {
    const parsed = Card.parse({ ...card, pan: '4111111111111111', cvv: '123' })
    expect(parsed).not.toHaveProperty('pan')
    expect(parsed).not.toHaveProperty('cvv')
  })

  it('rejects money as numbers, unknown statuses and programs', () => {
    expect(Card.safeParse({ ...card, balance: 12.3 }).success).toBe(false)
    expect(Card.safeParse({ ...card, pendingTopup: '-1.00' }).success).toBe(false)
    expect(Card.safeParse({ ...card, status: 'frozen' }).success).toBe(false)
    expect(Card.safeParse({ ...card, program: 'gold' }).success).toBe(false)
    expect(Card.safeParse({ ...card, currency: 'EUR' }).success).toBe(false)
    expect(Card.safeParse({ ...card, supported: ['lock', 'teleport'] }).success).toBe(false)
  })

  it('an order is a card plus payment fields in base units', () => {
    const order = responseSamples.Order
    expect(Order.parse(order)).toEqual(order)
    expect(Order.safeParse({ ...order, orderAmount: '1.51' }).success).toBe(false)
    expect(Order.safeParse({ ...order, topup: { ...order.topup, feeRate: 0.0018 } }).success).toBe(false)
    expect(CardListResponse.parse(responseSamples.CardListResponse).orders[0]?.topup.lower).toBe('1510000')
    expect(CardListResponse.safeParse({ ...responseSamples.CardListResponse, leftCount: -2 }).success).toBe(
      false,
    )
  })

  it('card params need a lowercase UUID', () => {
    expect(CardParams.safeParse({ id: card.id }).success).toBe(true)
    expect(CardParams.safeParse({ id: '1' }).success).toBe(false)
    expect(CardParams.safeParse({ id: '../order' }).success).toBe(false)
  })
})

describe('per-card answers', () => {
  it('3DS answers a challenge or the literal string "OK"', () => {
    expect(ThreeDsResponse.parse('OK')).toBe('OK')
    expect(ThreeDsResponse.parse(responseSamples.ThreeDsResponse)).toEqual(responseSamples.ThreeDsResponse)
    for (const bad of [
      'ok',
      '',
      null,
      { otp: '12345', merchantName: 'x', currency: 'USD', amount: '1.00' },
    ]) {
      expect(ThreeDsResponse.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('the card details: an SVG data URI picture, number, MM/YY expiry and CVV as digits', () => {
    const details = {
      img: 'data:image/svg+xml;base64,PHN2Zy8+',
      number: '4000123412341234',
      expiry: '11/27',
      cvv: '123',
    }
    expect(CardImageResponse.parse(details)).toEqual(details)
    expect(CardImageResponse.safeParse({ ...details, cvv: '1234' }).success).toBe(true)
    for (const bad of [
      { img: 'data:text/html;base64,PHN2Zy8+' },
      { img: 'https://example.com/card.svg' },
      { number: '4000 1234 1234 1234' },
      { number: '**** **** **** 1234' },
      { number: '40001234' },
      { expiry: '13/27' },
      { expiry: '1/27' },
      { cvv: '12' },
      { cvv: 'abc' },
    ]) {
      expect(CardImageResponse.safeParse({ ...details, ...bad }).success, JSON.stringify(bad)).toBe(false)
    }
    expect(CardImageResponse.safeParse({ img: details.img }).success).toBe(false)
  })

  it('top-up info carries bounds in base units, upper null when unlimited', () => {
    const info = responseSamples.TopupInfoResponse
    expect(TopupInfoResponse.parse(info)).toEqual(info)
    expect(TopupInfoResponse.parse({ ...info, upper: null }).upper).toBeNull()
    expect(TopupInfoResponse.safeParse({ ...info, lower: '1.51' }).success).toBe(false)
    expect(TopupInfoResponse.safeParse({ ...info, address: info.address.toLowerCase() }).success).toBe(false)
  })

  it('transactions keep the merchant amount and the USD settlement', () => {
    const item = responseSamples.TransactionListResponse.items[0]!
    expect(Transaction.parse(item)).toEqual(item)
    expect(Transaction.safeParse({ ...item, type: 'chargeback' }).success).toBe(false)
    expect(Transaction.parse({ ...item, type: 'refund' }).type).toBe('refund')
    const declined = { ...item, type: 'authorization_decline', declineReason: 'insufficient_balance' }
    expect(Transaction.parse(declined)).toEqual(declined)
    expect(Transaction.safeParse({ ...item, declineReason: 'because' }).success).toBe(false)
    expect(Transaction.safeParse({ ...item, settlement: { amount: '10.05', currency: 'EUR' } }).success).toBe(
      false,
    )
    const credit = responseSamples.TransactionListResponse.items[1]!
    expect(Transaction.parse(credit)).toMatchObject({ type: 'topup', direction: 'credit', amount: '50.00' })
    expect(Transaction.safeParse({ ...item, state: 'cleared' }).success).toBe(false)
    expect(Transaction.safeParse({ ...item, amount: '-0.00' }).success).toBe(false)
    expect(Transaction.safeParse({ ...item, balanceAfter: '39.9' }).success).toBe(false)
    // A declined row carries no balance: optional here, the server sends it on every other row.
    const { balanceAfter: _, ...withoutBalance } = item
    expect(Transaction.safeParse(withoutBalance).success).toBe(true)
    expect(Transaction.safeParse({ ...item, declineReason: 'cardholder_declined' }).success).toBe(true)
    expect(
      PendingTransaction.safeParse(responseSamples.PendingTransactionListResponse.items[0]).success,
    ).toBe(true)
  })

  it('statement month is YYYY-MM or absent', () => {
    expect(StatementQuery.parse({})).toEqual({})
    expect(StatementQuery.parse({ month: '2026-01' })).toEqual({ month: '2026-01' })
    for (const month of ['2026-13', '2026-00', '2026-1', '26-01', '2026-01-01']) {
      expect(StatementQuery.safeParse({ month }).success, month).toBe(false)
    }
  })

  it('statement time zone is an IANA name, language one of the seven of the app, format pdf or csv', () => {
    expect(StatementQuery.parse({ tz: 'Europe/Berlin', lang: 'de', format: 'csv' })).toEqual({
      tz: 'Europe/Berlin',
      lang: 'de',
      format: 'csv',
    })
    expect(StatementQuery.parse({ tz: 'UTC', lang: 'zh-tw' }).tz).toBe('UTC')
    for (const tz of ['Mars/Olympus', 'Europe/Berlin; DROP', '', '../etc', 'x'.repeat(65)]) {
      expect(StatementQuery.safeParse({ tz }).success, tz).toBe(false)
    }
    expect(StatementQuery.safeParse({ lang: 'fr' }).success).toBe(false)
    expect(StatementQuery.safeParse({ format: 'xlsx' }).success).toBe(false)
  })
})
