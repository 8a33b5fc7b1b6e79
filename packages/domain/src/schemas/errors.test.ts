import { describe, expect, it } from 'vitest'
import { API_ERROR_CODES, API_ERROR_PHRASE, API_ERROR_STATUS, ApiErrorBody, ApiErrorCode } from './errors'

describe('API errors', () => {
  it('maps the closed set of API.md codes to their statuses', () => {
    expect(API_ERROR_STATUS).toEqual({
      unauthorized: 401,
      validation_failed: 400,
      not_found: 404,
      invalid_code: 400,
      reach_limit: 400,
      invalid_action: 409,
      topup_disabled: 409,
      payment_rejected: 422,
      rate_limited: 429,
      upstream_unavailable: 503,
      internal: 500,
      sign_in_chain_not_enabled: 401,
      sign_in_domain_mismatch: 401,
      sign_in_expired: 401,
      sign_in_signature_invalid: 401,
      code_too_long: 400,
      over_card_maximum: 409,
      insufficient_rewards: 409,
      over_movable_excess: 409,
      idempotency_conflict: 409,
      card_locked_by_issuer: 409,
      card_locked_by_operator: 409,
      cross_site_request: 403,
      reveal_signature_expired: 400,
      reveal_signature_invalid: 400,
      reveal_limit: 429,
      evidence_not_requested: 409,
      evidence_too_large: 413,
      evidence_type_refused: 415,
      enrollment_refused: 422,
      streams_full: 503,
      statements_busy: 429,
      withdrawal_refused: 409,
      payout_rejected: 422,
      withdrawal_closed: 409,
    })
    expect(Object.keys(API_ERROR_PHRASE).sort()).toEqual([...API_ERROR_CODES].sort())
  })

  it('keeps the phrases the web app reacts to', () => {
    expect(API_ERROR_PHRASE.reach_limit).toBe('reach limit')
    expect(API_ERROR_PHRASE.invalid_code).toBe('invalid code')
    expect(API_ERROR_PHRASE.invalid_action).toBe('invalid action')
    expect(API_ERROR_PHRASE.topup_disabled).toBe('disabled')
  })

  it('keeps the family phrase on the finer codes of so a client reacting to phrases still does', () => {
    for (const code of API_ERROR_CODES.filter((c) => c.startsWith('sign_in_'))) {
      expect([code, API_ERROR_STATUS[code], API_ERROR_PHRASE[code]]).toEqual([code, 401, 'unauthorized'])
    }
    expect(API_ERROR_PHRASE.code_too_long).toBe('invalid code')
    for (const code of ['over_card_maximum', 'insufficient_rewards', 'over_movable_excess'] as const) {
      expect(API_ERROR_PHRASE[code]).toBe('invalid action')
    }
  })

  it('parses an error body and refuses unknown codes or missing messages', () => {
    expect(ApiErrorBody.parse({ code: 'not_found', message: 'card not found' })).toEqual({
      code: 'not_found',
      message: 'card not found',
    })
    expect(ApiErrorCode.safeParse('forbidden').success).toBe(false)
    expect(ApiErrorBody.safeParse({ code: 'internal' }).success).toBe(false)
    expect(ApiErrorBody.safeParse({ code: 'internal', message: '' }).success).toBe(false)
  })

  it('drops anything but code and message, so a stack never reaches a client', () => {
    expect(ApiErrorBody.parse({ code: 'internal', message: 'internal error', stack: 'Error: at x' })).toEqual(
      {
        code: 'internal',
        message: 'internal error',
      },
    )
  })
})
