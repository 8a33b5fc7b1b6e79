import { describe, expect, test } from 'vitest'
import { needsCardPolling } from './needsCardPolling'

describe('needsCardPolling', () => {
  test('a payment being confirmed or money pending: poll', () => {
    expect(needsCardPolling({ status: 'pending', pendingTopup: '0.00' })).toBe(true)
    expect(needsCardPolling({ status: 'active', pendingTopup: '19.96' })).toBe(true)
  })

  test('nothing moving: no polling', () => {
    expect(needsCardPolling({ status: 'active', pendingTopup: '0.00' })).toBe(false)
    expect(needsCardPolling({ status: 'new', pendingTopup: '0.00' })).toBe(false)
    // Its own dialog polls an application every 30 s (SPEC 9).
    expect(needsCardPolling({ status: 'application_processing', pendingTopup: '0.00' })).toBe(false)
    expect(needsCardPolling({ status: 'locked', pendingTopup: 'x' })).toBe(false)
  })
})
