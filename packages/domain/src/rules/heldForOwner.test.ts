import { describe, expect, it } from 'vitest'
import { DepositExceptionReason } from '../schemas/exceptions'
import { HELD_FOR_OWNER, isHeldForOwner } from './heldForOwner'

describe('isHeldForOwner', () => {
  it('classifies every reason of the vocabulary, and nothing else', () => {
    expect(Object.keys(HELD_FOR_OWNER).sort()).toEqual([...DepositExceptionReason.options].sort())
  })

  it('only money the owner sent that is kept for them is a held deposit', () => {
    expect(DepositExceptionReason.options.filter(isHeldForOwner).sort()).toEqual(
      ['below_minimum_stale', 'card_inactive', 'unsupported_token'].sort(),
    )
  })

  it('a reason outside the vocabulary is none', () => {
    expect(isHeldForOwner('something_new')).toBe(false)
    expect(isHeldForOwner('')).toBe(false)
    expect(isHeldForOwner('toString')).toBe(false)
  })
})
