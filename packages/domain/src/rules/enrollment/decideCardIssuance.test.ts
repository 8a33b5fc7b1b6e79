import { describe, expect, it } from 'vitest'
import { EnrollmentStatus } from '../../schemas/enrollment'
import { decideCardIssuance } from './decideCardIssuance'

describe('decideCardIssuance', () => {
  it('issues every card of a program that enrolls no one', () => {
    for (const status of [...EnrollmentStatus.options, null, undefined]) {
      expect(decideCardIssuance(false, status)).toBe('issue')
    }
  })
  it('issues on an accepted cardholder only; the card waits for any other, fails for a rejected one', () => {
    expect(decideCardIssuance(true, 'accepted')).toBe('issue')
    expect(decideCardIssuance(true, null)).toBe('wait')
    expect(decideCardIssuance(true, undefined)).toBe('wait')
    expect(decideCardIssuance(true, 'enrolling')).toBe('wait')
    expect(decideCardIssuance(true, 'pending_review')).toBe('wait')
    expect(decideCardIssuance(true, 'pending_document')).toBe('wait')
    expect(decideCardIssuance(true, 'rejected')).toBe('fail')
  })
})
