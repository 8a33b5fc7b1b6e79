import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiErrorDetails } from './errorDetails'
import { isApiErrorDetails } from './isApiErrorDetails'

// The hand check the web's first load uses and the zod union the server writes with must agree on every value:
// a valid one is never dropped, an invalid one never taken. Values are drawn near the union's edges (every kind,
// known and unknown refusals, lengths at and past their bounds, missing and extra keys) so both answers occur.
const str = (max: number) => fc.string({ minLength: 0, maxLength: max })
const edgeText = fc.oneof(
  str(3),
  fc.string({ minLength: 199, maxLength: 202 }),
  fc.constant(''),
  fc.integer(),
)
const refusal = fc.constantFrom(
  'not_enrolling',
  'too_young',
  'issuer_refused',
  'kyc_not_passed',
  'not_settled',
  'too_old',
  'unlock_first',
  'in_status',
  'bogus',
  '',
)
const status = fc.constantFrom('pending', 'active', 'paused', 'removed', 'declined', 'frozen', undefined)
const field = fc.record(
  {
    path: edgeText,
    rule: fc.oneof(str(3), fc.string({ minLength: 99, maxLength: 101 })),
    extra: fc.boolean(),
  },
  { requiredKeys: [] },
)
// Valid but for an occasional length one past its bound.
const validField = fc.record({
  path: fc.oneof(fc.string({ minLength: 1, maxLength: 5 }), fc.string({ minLength: 199, maxLength: 201 })),
  rule: fc.oneof(fc.string({ minLength: 1, maxLength: 5 }), fc.string({ minLength: 99, maxLength: 101 })),
})
const candidate = fc.oneof(
  // Valid parts in counts around their bounds.
  fc.record({ kind: fc.constant('fields'), fields: fc.array(validField, { maxLength: 7, size: 'max' }) }),
  fc.record({
    kind: fc.constant('enrollment'),
    refusal: fc.constantFrom('too_young', 'issuer_refused'),
    reasons: fc.array(fc.string({ maxLength: 5 }), { maxLength: 22, size: 'max' }),
  }),
  fc.record({
    kind: fc.constant('fields'),
    fields: fc.array(fc.oneof(field, fc.constant(null)), { maxLength: 7 }),
  }),
  fc.record(
    {
      kind: fc.constant('enrollment'),
      refusal,
      field: edgeText,
      reasons: fc.oneof(fc.array(edgeText, { maxLength: 22 }), fc.constant('x')),
    },
    { requiredKeys: ['kind'] },
  ),
  fc.record({ kind: fc.constant('dispute'), refusal }, { requiredKeys: ['kind'] }),
  fc.record({ kind: fc.constant('wallet_token'), refusal, status }, { requiredKeys: ['kind'] }),
  fc.record({ kind: fc.constant('user_state'), note: str(5) }, { requiredKeys: ['kind'] }),
  fc.record({ kind: fc.constant('order_unpaid'), status }, { requiredKeys: ['kind'] }),
  fc.record(
    {
      kind: fc.constant('withdrawal'),
      refusal: fc.constantFrom('over_available', 'fee_changed', 'card_state', 'bogus'),
      limit: fc.constantFrom('0.00', '12.50', '1.5', '01.00', 'x', 3),
    },
    { requiredKeys: ['kind', 'refusal'] },
  ),
  fc.record(
    {
      kind: fc.constant('payout'),
      refusal: fc.constantFrom('unconfirmed', 'not_open', 'wrong_amount', 'bogus'),
      confirmations: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.double(), fc.constant('3')),
      required: fc.integer({ min: -1, max: 20 }),
      status: fc.constantFrom('requested', 'sending', 'paid', 'failed', 'lost'),
    },
    { requiredKeys: ['kind', 'refusal'] },
  ),
  fc.record({ kind: fc.constant('order_unpaid'), status: fc.constantFrom('new', 'pending', 'paid') }),
  fc.record({ kind: fc.constantFrom('other', 'toString', '__proto__', 3) }),
  fc.constantFrom(null, undefined, 'fields', 42, [], [{ kind: 'user_state' }]),
)

describe('isApiErrorDetails', () => {
  it('agrees with the ApiErrorDetails schema on every value', () => {
    let valid = 0
    fc.assert(
      fc.property(candidate, (value) => {
        const zodSays = ApiErrorDetails.safeParse(value).success
        if (zodSays) valid++
        expect(isApiErrorDetails(value)).toBe(zodSays)
      }),
      { numRuns: 3_000 },
    )
    // Both answers were seen, so the agreement is not one-sided.
    expect(valid).toBeGreaterThan(100)
    expect(valid).toBeLessThan(2_900)
  })
})
