import { describe, expect, test } from 'vitest'
import { type GetTopupProgressParameters, getTopupProgress } from './getTopupProgress'

const base: GetTopupProgressParameters = {
  kind: 'first',
  sending: undefined,
  hash: '0xabc',
  confirmations: undefined,
  cardStatus: 'pending',
}
const states = (p: GetTopupProgressParameters) =>
  Object.fromEntries(getTopupProgress(p).steps.map((s) => [s.id, s.state]))

describe('getTopupProgress: the real stage, one sentence, one instruction', () => {
  test('while the wallet is asked: nothing sent yet, stay on the page', () => {
    const progress = getTopupProgress({ ...base, sending: 'send', hash: null })
    expect(progress.steps.map((s) => s.state)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming'])
    expect(progress).toMatchObject({ message: 'sending_send', instruction: 'stay', count: null })
    expect(getTopupProgress({ ...base, sending: 'approve', hash: null }).message).toBe('sending_approve')
  })

  test('mined but the report is still on its way: sent, and still stay', () => {
    const progress = getTopupProgress({ ...base, sending: 'report', hash: null })
    expect(states({ ...base, sending: 'report', hash: null })).toEqual({
      sent: 'done',
      confirmations: 'current',
      credited: 'upcoming',
      activated: 'upcoming',
    })
    expect(progress.instruction).toBe('stay')
  })

  test('reported: counting n of m from the server, and now it is safe to close', () => {
    const p = { ...base, confirmations: { confirmations: 1, required: 2, status: 'pending' as const } }
    const progress = getTopupProgress(p)
    expect(states(p)).toEqual({
      sent: 'done',
      confirmations: 'current',
      credited: 'upcoming',
      activated: 'upcoming',
    })
    expect(progress).toMatchObject({
      count: { done: 1, required: 2 },
      message: 'pending',
      instruction: 'can_close',
    })
  })

  test('enough confirmations is not credited until the server says confirmed', () => {
    const p = { ...base, confirmations: { confirmations: 3, required: 2, status: 'pending' as const } }
    expect(states(p)).toEqual({
      sent: 'done',
      confirmations: 'done',
      credited: 'current',
      activated: 'upcoming',
    })
    expect(getTopupProgress(p).count).toEqual({ done: 2, required: 2 })
  })

  test('credited first top-up: the card needs contact details, not yet "activated" (it said so before)', () => {
    const p = {
      ...base,
      confirmations: { confirmations: 2, required: 2, status: 'confirmed' as const },
      cardStatus: 'application_required' as const,
    }
    expect(states(p)).toEqual({ sent: 'done', confirmations: 'done', credited: 'done', activated: 'current' })
    expect(getTopupProgress(p).message).toBe('credited_application')
    expect(getTopupProgress({ ...p, cardStatus: 'application_processing' }).message).toBe('credited_review')
    const issued = { ...p, cardStatus: 'waiting_to_get' as const }
    expect(states(issued).activated).toBe('done')
    expect(getTopupProgress(issued).message).toBe('activated')
  })

  test('a card that moved on counts as paid even before the confirmations answer loads', () => {
    expect(states({ ...base, hash: null, cardStatus: 'application_required' })).toEqual({
      sent: 'done',
      confirmations: 'done',
      credited: 'done',
      activated: 'current',
    })
  })

  test('later top-ups end at settled, which the server moves within 1-3 business days', () => {
    const p: GetTopupProgressParameters = {
      ...base,
      kind: 'topup',
      cardStatus: 'active',
      confirmations: { confirmations: 2, required: 2, status: 'confirmed' },
    }
    expect(states(p)).toEqual({ sent: 'done', confirmations: 'done', credited: 'done', settled: 'current' })
    expect(getTopupProgress(p).message).toBe('credited_topup')
  })

  test('reverted, reorged, partial and not found each have their own sentence', () => {
    const at = (status: 'reverted' | 'reorged' | 'partial' | 'not_found', confirmations = 0) => ({
      ...base,
      kind: 'topup' as const,
      cardStatus: 'active' as const,
      confirmations: { confirmations, required: 2, status },
    })
    expect(getTopupProgress(at('reverted')).message).toBe('reverted')
    expect(states(at('reverted')).confirmations).toBe('failed')
    expect(getTopupProgress(at('reorged', 5)).message).toBe('reorged')
    expect(states(at('reorged', 5)).confirmations).toBe('current')
    expect(getTopupProgress(at('partial', 2)).message).toBe('partial')
    expect(states(at('partial', 2))).toEqual({
      sent: 'done',
      confirmations: 'done',
      credited: 'failed',
      settled: 'upcoming',
    })
    expect(getTopupProgress(at('not_found')).message).toBe('not_found')
    expect(getTopupProgress({ ...base, confirmations: undefined }).message).toBe('checking')
  })
})
