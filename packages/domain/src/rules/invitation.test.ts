import { describe, expect, test } from 'vitest'
import {
  classifyInvitationError,
  isInvitationConfirmDisabled,
  shouldShowInvitationCount,
  validateInvitationCode,
} from './invitation'

describe('invitation rules', () => {
  test("empty or whitespace code -> 'required'", () => {
    expect(validateInvitationCode('')).toBe('required')
    expect(validateInvitationCode('  \t ')).toBe('required')
    expect(validateInvitationCode('WELCOME')).toBeNull()
    expect(validateInvitationCode(` ${'A'.repeat(32)} `)).toBeNull()
    expect(validateInvitationCode('A'.repeat(33))).toBe('too_long')
  })

  test('confirm disabled with empty code, an error, or a request in flight', () => {
    expect(isInvitationConfirmDisabled({ code: 'ABC', error: null, requesting: false })).toBe(false)
    expect(isInvitationConfirmDisabled({ code: ' ', error: null, requesting: false })).toBe(true)
    expect(isInvitationConfirmDisabled({ code: 'ABC', error: 'required', requesting: false })).toBe(true)
    expect(isInvitationConfirmDisabled({ code: 'ABC', error: null, requesting: true })).toBe(true)
  })

  test('error classification by the phrases of API.md', () => {
    expect(classifyInvitationError('Invitation code reach limit')).toBe('reach-limit')
    expect(classifyInvitationError('invalid code')).toBe('invalid-code')
    expect(classifyInvitationError('Invalid Code: unknown')).toBe('invalid-code')
    expect(classifyInvitationError('internal error')).toBe('other')
  })

  test('count shown only when not -1 and at most 3', () => {
    expect([-1, 0, 1, 2, 3, 4, 10].map(shouldShowInvitationCount)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ])
  })
})
