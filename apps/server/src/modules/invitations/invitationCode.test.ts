import { describe, expect, it } from 'vitest'
import {
  generateInvitationCode,
  INVITATION_ALPHABET,
  INVITATION_CODE_LENGTH,
  normalizeInvitationCode,
} from './invitationCode'

describe('invitation codes', () => {
  it('are 10 symbols of the unambiguous alphabet, without look-alikes, and distinct', () => {
    expect(INVITATION_ALPHABET).not.toMatch(/[01ILO]/)
    const seen = new Set<string>()
    for (let i = 0; i < 2000; i++) {
      const code = generateInvitationCode()
      expect(code).toHaveLength(INVITATION_CODE_LENGTH)
      for (const c of code) expect(INVITATION_ALPHABET).toContain(c)
      seen.add(code)
    }
    expect(seen.size).toBe(2000)
  })

  it('normalise by trimming and upper-casing; refuse what cannot be a code', () => {
    expect(normalizeInvitationCode('  welcome \n')).toBe('WELCOME')
    expect(normalizeInvitationCode('abCD2345xy')).toBe('ABCD2345XY')
    expect(normalizeInvitationCode('   ')).toBeNull()
    expect(normalizeInvitationCode('a b')).toBeNull()
    expect(normalizeInvitationCode("x' OR 1=1")).toBeNull()
    expect(normalizeInvitationCode('A'.repeat(33))).toBeNull()
  })
})
