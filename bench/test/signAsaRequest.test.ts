import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'
import { asaRequestBody, benchWebhookSecret, signedHeaders } from '../src/issuer/signAsaRequest'

describe('the bench ASA requests', () => {
  it('are signed as Standard Webhooks verifies them, and carry the card and amount asked', () => {
    const secret = benchWebhookSecret()
    const body = asaRequestBody('7ef7d65c-9023-4da3-b113-3b8583fd7951', 1234)
    const headers = signedHeaders(secret, body)
    const parsed = new Webhook(secret).verify(body, headers) as {
      event_type: string
      card: { token: string }
      amounts: { cardholder: { amount: number; currency: string } }
    }
    expect(parsed.event_type).toBe('card_authorization.approval_request')
    expect(parsed.card.token).toBe('7ef7d65c-9023-4da3-b113-3b8583fd7951')
    expect(parsed.amounts.cardholder).toMatchObject({ amount: 1234, currency: 'USD' })
    expect(() => new Webhook(benchWebhookSecret()).verify(body, headers)).toThrow()
  })
})
