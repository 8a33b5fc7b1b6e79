import { describe, expect, it } from 'vitest'
import { DISPUTE_EVIDENCE_MAX_BYTES } from '../../constants/disputes'
import { getEvidenceRefusal } from './getEvidenceRefusal'

const pdf = (size = 100) => {
  const bytes = new Uint8Array(size)
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d])
  return bytes
}
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0])

describe('getEvidenceRefusal', () => {
  it('takes a PDF, JPEG or PNG of at most 5 MB for a dispute that asks for evidence', () => {
    expect(
      getEvidenceRefusal({ status: 'needs_info', contentType: 'application/pdf', bytes: pdf() }),
    ).toBeNull()
    expect(getEvidenceRefusal({ status: 'needs_info', contentType: 'image/png', bytes: png })).toBeNull()
    expect(getEvidenceRefusal({ status: 'needs_info', contentType: 'image/jpeg', bytes: jpeg })).toBeNull()
    const limit = pdf(DISPUTE_EVIDENCE_MAX_BYTES)
    expect(
      getEvidenceRefusal({ status: 'needs_info', contentType: 'application/pdf', bytes: limit }),
    ).toBeNull()
  })
  it('says why it refuses', () => {
    for (const status of ['filing', 'opened', 'in_review', 'won', 'lost', 'withdrawn'] as const) {
      expect(getEvidenceRefusal({ status, contentType: 'application/pdf', bytes: pdf() })).toBe(
        'evidence_not_requested',
      )
    }
    const over = pdf(DISPUTE_EVIDENCE_MAX_BYTES + 1)
    expect(getEvidenceRefusal({ status: 'needs_info', contentType: 'application/pdf', bytes: over })).toBe(
      'evidence_too_large',
    )
    // A type the issuer does not take, a declared type its bytes contradict, a file too short to be one.
    expect(getEvidenceRefusal({ status: 'needs_info', contentType: 'text/plain', bytes: pdf() })).toBe(
      'evidence_type_refused',
    )
    expect(getEvidenceRefusal({ status: 'needs_info', contentType: 'image/png', bytes: pdf() })).toBe(
      'evidence_type_refused',
    )
    expect(
      getEvidenceRefusal({ status: 'needs_info', contentType: 'image/png', bytes: png.slice(0, 4) }),
    ).toBe('evidence_type_refused')
  })
})
