import { describe, expect, it } from 'vitest'
import { ApiError } from './ApiError'
import { detailsOf } from './detailsOf'

describe('ApiError details', () => {
  const refusal = (details: unknown) =>
    new ApiError({ code: 'invalid_action', status: 409, message: 'invalid action', details })

  it('keeps an unpaid order refusal with its status, and drops one of a shape this build does not know', () => {
    expect(detailsOf(refusal({ kind: 'order_unpaid', status: 'pending' }))).toEqual({
      kind: 'order_unpaid',
      status: 'pending',
    })
    expect(detailsOf(refusal({ kind: 'order_unpaid', status: 'active' }))).toBeUndefined()
    expect(detailsOf(refusal({ kind: 'something_new' }))).toBeUndefined()
  })

  it('names the first refused field of a validation refusal, and none for anything else', () => {
    const invalid = new ApiError({
      code: 'validation_failed',
      status: 400,
      message: 'invalid',
      details: { kind: 'fields', fields: [{ path: 'body.limits.daily', rule: 'too_big' }] },
    })
    expect(invalid.field).toBe('body.limits.daily')
    expect(refusal({ kind: 'fields', fields: [{ path: 3 }] }).field).toBeUndefined()
    expect(refusal(null).field).toBeUndefined()
    expect(refusal({ kind: 'dispute', refusal: 'too_old' }).field).toBeUndefined()
  })
})
