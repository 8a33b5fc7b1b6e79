import { describe, expect, it } from 'vitest'
import {
  type CreditContext,
  initialPaymentState,
  PAYMENT_STATUSES,
  type PaymentInput,
  type PaymentState,
  type PaymentStatus,
} from './paymentState'
import { classifyCredit, REORGED_REASON, transitionPayment } from './transitionPayment'

const OTHER = `0x${'ab'.repeat(32)}` as const
const context: CreditContext = {
  amountMicro: 9_982_000n,
  grossMicro: 10_000_000n,
  isOrder: false,
  orderGrossBeforeMicro: 0n,
  lowerMicro: 1_510_000n,
  fitMicro: null,
}

const inputs: Record<string, PaymentInput> = {
  not_found: { type: 'not_found', expired: false },
  not_found_expired: { type: 'not_found', expired: true },
  replaced: { type: 'replaced', by: OTHER },
  reverted: { type: 'reverted' },
  no_match: { type: 'no_match', reason: 'no transfer to the card address' },
  included_1: { type: 'included', confirmations: 1, required: 2, canonical: true },
  included_2: { type: 'included', confirmations: 2, required: 2, canonical: true },
  included_stale: { type: 'included', confirmations: 2, required: 2, canonical: false },
  reorged: { type: 'reorged' },
  cancelled: { type: 'cancelled' },
  credit: { type: 'credit', context },
  held: { type: 'held', detail: 'card_suspended' },
  credit_reversed: { type: 'credit_reversed' },
}

// Expected status after each input, for each starting status: the whole table, so any change is a decision.
// (dropped* = dropped because not found; dropped-replaced is a separate row below.)
const expected: Record<PaymentStatus, Record<keyof typeof inputs, PaymentStatus>> = {
  reported: {
    not_found: 'reported',
    not_found_expired: 'dropped',
    replaced: 'dropped',
    reverted: 'reverted',
    no_match: 'invalid',
    included_1: 'seen',
    included_2: 'confirmed',
    included_stale: 'reported',
    reorged: 'reported',
    cancelled: 'reported',
    credit: 'credited',
    held: 'invalid',
    credit_reversed: 'reported',
  },
  seen: {
    not_found: 'reported',
    not_found_expired: 'reported',
    replaced: 'dropped',
    reverted: 'reverted',
    no_match: 'invalid',
    included_1: 'seen',
    included_2: 'confirmed',
    included_stale: 'reported',
    reorged: 'reported',
    cancelled: 'seen',
    credit: 'credited',
    held: 'invalid',
    credit_reversed: 'seen',
  },
  confirmed: {
    not_found: 'reported',
    not_found_expired: 'reported',
    replaced: 'dropped',
    reverted: 'reverted',
    no_match: 'invalid',
    included_1: 'seen',
    included_2: 'confirmed',
    included_stale: 'reported',
    reorged: 'reported',
    cancelled: 'confirmed',
    credit: 'credited',
    held: 'invalid',
    credit_reversed: 'confirmed',
  },
  credited: {
    not_found: 'credited',
    not_found_expired: 'credited',
    replaced: 'credited',
    reverted: 'credited',
    no_match: 'credited',
    included_1: 'credited',
    included_2: 'credited',
    included_stale: 'credited',
    reorged: 'credited',
    cancelled: 'credited',
    credit: 'credited',
    held: 'credited',
    credit_reversed: 'reported',
  },
  reverted: {
    not_found: 'reverted',
    not_found_expired: 'reverted',
    replaced: 'reverted',
    reverted: 'reverted',
    no_match: 'reverted',
    included_1: 'reverted',
    included_2: 'reverted',
    included_stale: 'reverted',
    reorged: 'reverted',
    cancelled: 'reverted',
    credit: 'credited',
    held: 'invalid',
    credit_reversed: 'reverted',
  },
  invalid: {
    not_found: 'invalid',
    not_found_expired: 'invalid',
    replaced: 'invalid',
    reverted: 'invalid',
    no_match: 'invalid',
    included_1: 'invalid',
    included_2: 'invalid',
    included_stale: 'invalid',
    reorged: 'invalid',
    cancelled: 'invalid',
    credit: 'credited',
    held: 'invalid',
    credit_reversed: 'invalid',
  },
  dropped: {
    not_found: 'dropped',
    not_found_expired: 'dropped',
    replaced: 'dropped',
    reverted: 'reverted',
    no_match: 'invalid',
    included_1: 'seen',
    included_2: 'confirmed',
    included_stale: 'dropped',
    reorged: 'dropped',
    cancelled: 'dropped',
    credit: 'credited',
    held: 'invalid',
    credit_reversed: 'dropped',
  },
}

const stateAt = (status: PaymentStatus, extra: Partial<PaymentState> = {}): PaymentState => ({
  ...initialPaymentState(),
  status,
  ...extra,
})

describe('transitionPayment: a reorg reversal', () => {
  it('takes a credited payment back to reported, clears its exception and says why', () => {
    const credited = stateAt('credited', { exception: 'paid_over' })
    expect(transitionPayment(credited, { type: 'credit_reversed' })).toEqual({
      state: { ...credited, status: 'reported', exception: 'none', reason: REORGED_REASON },
      events: [{ type: 'credit_reversed' }],
    })
  })

  it('holds a deposit the card may not take: invalid with the hold in the reason, never over a credit', () => {
    expect(transitionPayment(stateAt('seen'), { type: 'held', detail: 'user_blocked' })).toEqual({
      state: { ...stateAt('seen'), status: 'invalid', reason: 'held for support (user_blocked)' },
      events: [{ type: 'held', detail: 'user_blocked' }],
    })
    expect(transitionPayment(stateAt('credited'), { type: 'held', detail: 'user_blocked' }).events).toEqual(
      [],
    )
  })
})

describe('transitionPayment: every status x every input', () => {
  for (const status of PAYMENT_STATUSES) {
    for (const [name, input] of Object.entries(inputs)) {
      it(`${status} + ${name} -> ${expected[status][name]}`, () => {
        const before = stateAt(status)
        const { state, events } = transitionPayment(before, input)
        expect(state.status).toBe(expected[status][name])
        // no change means no event, and a status change always has one
        if (JSON.stringify(state) === JSON.stringify(before)) expect(events).toEqual([])
        if (state.status !== before.status) expect(events.length).toBeGreaterThan(0)
        // pure: the input state object is never mutated
        expect(before).toEqual(stateAt(status))
      })
    }
  }
})

describe('transitionPayment: events and details', () => {
  it('reported -> included with enough confirmations emits seen then confirmed', () => {
    expect(transitionPayment(stateAt('reported'), inputs.included_2!).events).toEqual([
      { type: 'seen' },
      { type: 'confirmed' },
    ])
    expect(transitionPayment(stateAt('seen'), inputs.included_2!).events).toEqual([{ type: 'confirmed' }])
    expect(transitionPayment(stateAt('confirmed'), inputs.included_1!).events).toEqual([
      { type: 'reorged' },
      { type: 'seen' },
    ])
  })

  it('a credit emits exactly one credit event and only once', () => {
    const first = transitionPayment(stateAt('confirmed'), inputs.credit!)
    expect(first.events).toEqual([{ type: 'credit', amountMicro: 9_982_000n, exception: 'none' }])
    expect(transitionPayment(first.state, inputs.credit!).events).toEqual([])
  })

  it('a replaced payment records the replacement and does not come back when the old hash shows up', () => {
    const { state, events } = transitionPayment(stateAt('seen'), inputs.replaced!)
    expect(state).toMatchObject({ status: 'dropped', replacedBy: OTHER, reason: 'transaction replaced' })
    expect(events).toEqual([{ type: 'replaced', by: OTHER }])
    expect(transitionPayment(state, inputs.included_2!).state.status).toBe('dropped')
    expect(transitionPayment(state, inputs.replaced!).events).toEqual([])
  })

  it('refusals carry their reason', () => {
    expect(transitionPayment(stateAt('reported'), inputs.no_match!).state.reason).toBe(
      'no transfer to the card address',
    )
    expect(transitionPayment(stateAt('reported'), inputs.reverted!).state.reason).toBe('transaction reverted')
    expect(transitionPayment(stateAt('reported'), inputs.not_found_expired!).state.reason).toBe(
      'transaction not found on chain',
    )
  })

  it('cancel sets the flag once and a later credit is paid_late', () => {
    const cancelled = transitionPayment(stateAt('reported'), inputs.cancelled!).state
    expect(cancelled.cancelled).toBe(true)
    expect(transitionPayment(cancelled, inputs.cancelled!).state).toBe(cancelled)
    const credited = transitionPayment(cancelled, inputs.credit!)
    expect(credited.state.exception).toBe('paid_late')
  })
})

describe('classifyCredit', () => {
  const order = { ...context, isOrder: true }
  it('an order payment at or above lower activates the order', () => {
    expect(classifyCredit({ cancelled: false }, { ...order, grossMicro: 1_510_000n })).toEqual({
      exception: 'none',
      activate: true,
    })
  })
  it('below lower: paid_partial, not activated; the payment that completes the sum activates', () => {
    const partial = { ...order, grossMicro: 1_000_000n, amountMicro: 998_200n }
    expect(classifyCredit({ cancelled: false }, partial)).toEqual({
      exception: 'paid_partial',
      activate: false,
    })
    expect(
      classifyCredit(
        { cancelled: false },
        { ...partial, grossMicro: 509_999n, orderGrossBeforeMicro: 1_000_000n },
      ),
    ).toEqual({
      exception: 'paid_partial',
      activate: false,
    })
    expect(
      classifyCredit(
        { cancelled: false },
        { ...partial, grossMicro: 510_000n, orderGrossBeforeMicro: 1_000_000n },
      ),
    ).toEqual({
      exception: 'none',
      activate: true,
    })
  })
  it('above what fits under the card maximum: paid_over, still credited; exactly fitting is fine', () => {
    expect(classifyCredit({ cancelled: false }, { ...context, fitMicro: 9_981_999n }).exception).toBe(
      'paid_over',
    )
    expect(classifyCredit({ cancelled: false }, { ...context, fitMicro: 9_982_000n }).exception).toBe('none')
    expect(classifyCredit({ cancelled: false }, { ...context, fitMicro: null }).exception).toBe('none')
  })
  it('a top-up of an active card never activates anything', () => {
    expect(classifyCredit({ cancelled: false }, context).activate).toBe(false)
  })
  it('late after cancel, unless partial or over which say more', () => {
    expect(classifyCredit({ cancelled: true }, order)).toEqual({ exception: 'paid_late', activate: true })
    expect(classifyCredit({ cancelled: true }, { ...order, grossMicro: 1n }).exception).toBe('paid_partial')
  })
})
