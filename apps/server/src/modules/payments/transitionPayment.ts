import type {
  CreditContext,
  PaymentEvent,
  PaymentException,
  PaymentInput,
  PaymentState,
  TransitionResult,
} from './paymentState'

const same = (state: PaymentState): TransitionResult => ({ state, events: [] })

/** The reason a payment carries after a reorg reversed its credit (GET /confirmations answers `reorged`). */
export const REORGED_REASON = 'the transaction left the canonical chain (reorg)'

/**
 * The one place payment states change (BTCPay-style: status plus exception, pure, exhaustively tested).
 * Returns the new state and the events to persist with it. Nothing but a reorg reversal (`credit_reversed`,
 * back to `reported`) moves a credited payment. `reverted` and `invalid` are final for observations of the reported transaction, but a `credit`
 * (the chain shows a matching, confirmed transfer: the watcher's authoritative view) still applies.
 */
export function transitionPayment(state: PaymentState, input: PaymentInput): TransitionResult {
  if (input.type === 'credit_reversed') {
    // The one way out of `credited`: a reorg took the transfer away before its credit settled. The payment
    // waits to be mined again (a re-mined transfer is credited anew) or to be dropped after the drop window.
    if (state.status !== 'credited') return same(state)
    return {
      state: { ...state, status: 'reported', exception: 'none', reason: REORGED_REASON },
      events: [{ type: 'credit_reversed' }],
    }
  }
  if (state.status === 'credited') return same(state)
  switch (input.type) {
    case 'held':
      if (state.status === 'invalid') return same(state)
      return {
        state: { ...state, status: 'invalid', reason: `held for support (${input.detail})` },
        events: [{ type: 'held', detail: input.detail }],
      }

    case 'cancelled':
      return state.cancelled ? same(state) : { state: { ...state, cancelled: true }, events: [] }

    case 'credit': {
      const { exception, activate } = classifyCredit(state, input.context)
      const events: PaymentEvent[] = [{ type: 'credit', amountMicro: input.context.amountMicro, exception }]
      if (activate) events.push({ type: 'activate_order' })
      return { state: { ...state, status: 'credited', exception, reason: null }, events }
    }

    case 'reverted':
      if (state.status === 'reverted' || state.status === 'invalid') return same(state)
      return {
        state: { ...state, status: 'reverted', reason: 'transaction reverted' },
        events: [{ type: 'reverted' }],
      }

    case 'no_match':
      if (state.status === 'reverted' || state.status === 'invalid') return same(state)
      return {
        state: { ...state, status: 'invalid', reason: input.reason },
        events: [{ type: 'invalid', reason: input.reason }],
      }

    case 'not_found':
      if (state.status === 'reverted' || state.status === 'invalid' || state.status === 'dropped')
        return same(state)
      if (state.status === 'seen' || state.status === 'confirmed') {
        // It was in a block and is gone: a reorg took it out. Wait for it to be mined again.
        return { state: { ...state, status: 'reported' }, events: [{ type: 'reorged' }] }
      }
      if (!input.expired) return same(state)
      return {
        state: { ...state, status: 'dropped', reason: 'transaction not found on chain' },
        events: [{ type: 'dropped', reason: 'transaction not found on chain' }],
      }

    case 'replaced':
      if (state.status === 'reverted' || state.status === 'invalid') return same(state)
      if (state.status === 'dropped' && state.replacedBy === input.by) return same(state)
      return {
        state: { ...state, status: 'dropped', reason: 'transaction replaced', replacedBy: input.by },
        events: [{ type: 'replaced', by: input.by }],
      }

    case 'reorged':
      if (state.status !== 'seen' && state.status !== 'confirmed') return same(state)
      return { state: { ...state, status: 'reported' }, events: [{ type: 'reorged' }] }

    case 'included': {
      if (state.status === 'reverted' || state.status === 'invalid') return same(state)
      if (!input.canonical) {
        if (state.status === 'seen' || state.status === 'confirmed') {
          return { state: { ...state, status: 'reported' }, events: [{ type: 'reorged' }] }
        }
        return same(state)
      }
      const reached = input.confirmations >= input.required
      const target = reached ? 'confirmed' : 'seen'
      if (state.status === target) return same(state)
      // A dropped payment that shows up mined after all (a slow mempool) comes back; a replaced one does not.
      if (state.status === 'dropped' && state.replacedBy !== null) return same(state)
      const events: PaymentEvent[] = []
      if (state.status !== 'seen' && state.status !== 'confirmed') events.push({ type: 'seen' })
      if (reached) events.push({ type: 'confirmed' })
      if (state.status === 'confirmed' && !reached) {
        // Fewer confirmations than before: the block was replaced by a shorter-lived one.
        return { state: { ...state, status: 'seen' }, events: [{ type: 'reorged' }, { type: 'seen' }] }
      }
      return { state: { ...state, status: target, reason: null }, events }
    }
  }
}

/**
 * Exception of a credit and whether it activates the order (SPEC: below `lower` the money stays pending
 * and the order waits; above `upper` it is credited and the excess waits in pending top-up; after a
 * cancel it is `paid_late` and still credited).
 */
export function classifyCredit(
  state: Pick<PaymentState, 'cancelled'>,
  context: CreditContext,
): { exception: PaymentException; activate: boolean } {
  const orderTotal = context.orderGrossBeforeMicro + context.grossMicro
  const activate = context.isOrder && orderTotal >= context.lowerMicro
  let exception: PaymentException = 'none'
  if (context.isOrder && orderTotal < context.lowerMicro) exception = 'paid_partial'
  else if (context.fitMicro !== null && context.amountMicro > context.fitMicro) exception = 'paid_over'
  else if (state.cancelled) exception = 'paid_late'
  return { exception, activate }
}
