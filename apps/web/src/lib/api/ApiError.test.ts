import { describe, expect, it } from 'vitest'
import { ApiError } from './ApiError'

describe('ApiError details', () => {
  const refusal = (details: unknown) =>
    new ApiError({ code: 'invalid_action', status: 409, message: 'invalid action', details })

  it('keeps an unpaid order refusal with its status, and drops one of a shape this build does not know', () => {
    expect(refusal({ kind: 'order_unpaid', status: 'pending' }).details).toEqual({
      kind: 'order_unpaid',
      status: 'pending',
    })
    expect(refusal({ kind: 'order_unpaid', status: 'active' }).details).toBeUndefined()
    expect(refusal({ kind: 'something_new' }).details).toBeUndefined()
  })
})
