import { describe, expect, it } from 'vitest'
import type { IncrementRecord, SeenRequest } from '../../../db/schema/cards'
import { matchIncrements, seenRequests, transactionHold } from './transactionHold'

// The matching of our increments to the issuer's listed requests, on its own (the lifecycles through the
// webhook are in adapters/lithic/lithicRequestIdentity.test.ts and the property test).
const at = '2026-01-01T00:00:00.000Z'
const ours = (
  amount: number,
  approved: boolean,
  token: string | null = null,
  hold: number = approved ? amount : 0,
): IncrementRecord => ({
  token,
  amountMicro: String(amount),
  holdMicro: String(hold),
  approved,
  at,
})
const listed = (
  token: string,
  amount: number,
  approved: boolean,
  seenAfter: number,
  first = false,
): SeenRequest => ({ token, amountMicro: String(amount), approved, first, seenAfter, seenAt: at })

describe('transactionHold', () => {
  it('by token, whatever the order the issuer lists them in', () => {
    const increments = [ours(25, true, 'a'), ours(5, true, 'b')]
    const listing = [listed('f', 10, true, 0, true), listed('b', 5, true, 2)]
    expect(matchIncrements(listing, increments, true)).toEqual([null, 1])
    expect(transactionHold(15n, listing, increments, true)).toBe(40n)
  })

  it('by amount in order without tokens; a listing seen before our decision is not ours', () => {
    const increments = [ours(25, true), ours(5, true)]
    expect(
      transactionHold(15n, [listed('f', 10, true, 0, true), listed('b', 5, true, 2)], increments, true),
    ).toBe(40n)
    // A request of 5 listed before our second increment was decided (seen after 1 of ours) is not it.
    expect(
      transactionHold(15n, [listed('f', 10, true, 0, true), listed('x', 5, true, 1)], increments, true),
    ).toBe(45n)
  })

  it('a declined listing never counts as our approval; our decline takes a declined listing first', () => {
    const increments = [ours(5, false), ours(5, true)]
    // Only our decline is listed (declined): our approval stays held on top.
    expect(transactionHold(10n, [listed('d', 5, false, 2)], increments, true)).toBe(15n)
    // Our decline, approved by the issuer late: in its hold; ours is not listed yet, held on top.
    expect(transactionHold(15n, [listed('d', 5, true, 2)], increments, true)).toBe(20n)
    expect(transactionHold(20n, [listed('d', 5, false, 2), listed('a', 5, true, 2)], increments, true)).toBe(
      20n,
    )
  })

  it("an approval of ours that the issuer lists declined under its token holds nothing (the issuer's truth)", () => {
    expect(transactionHold(10n, [listed('a', 5, false, 1)], [ours(5, true, 'a')], true)).toBe(10n)
  })

  it('the first authorization is never taken for an increment; the sandbox (no list) holds its figure', () => {
    expect(transactionHold(10n, [listed('f', 10, true, 5, true)], [ours(10, true)], false)).toBe(20n)
    expect(transactionHold(10n, undefined, [ours(10, true)], true)).toBe(10n)
  })

  it('our first decision is matched like an increment: the first listed, or, behind a stand-in first, its own listing', () => {
    const original = { ...ours(646, true), original: true }
    // The usual: our first request is the first listed.
    expect(transactionHold(646n, [listed('f', 646, true, 1, true)], [original], true)).toBe(646n)
    // The issuer's stand-in first (an advice, not a request) had not reached us: our "first" was an increment to
    // it, held on top until listed, then in the issuer's figure.
    expect(transactionHold(1_469n, [], [original], true)).toBe(2_115n)
    expect(transactionHold(2_115n, [listed('x', 646, true, 1)], [original], true)).toBe(2_115n)
    // Without a token, the first listed request is ours whatever its amount (the issuer's figures may differ);
    // with one not listed, too; with one listed later, that listing is ours.
    expect(transactionHold(650n, [listed('f', 650, true, 1, true)], [original], true)).toBe(650n)
    const tokened = { ...original, token: 't' }
    expect(transactionHold(646n, [listed('f', 646, true, 1, true)], [tokened], true)).toBe(646n)
    expect(
      transactionHold(1_292n, [listed('f', 646, true, 1, true), listed('t', 646, true, 1)], [tokened], true),
    ).toBe(1_292n)
  })

  it('a request keeps when it was first seen across snapshots', () => {
    const before = [listed('f', 10, true, 0, true)]
    const now = new Date('2026-01-02T00:00:00.000Z')
    const seen = seenRequests(
      [
        { token: 'f', amountMicro: 10n, approved: true, first: true },
        { token: 'b', amountMicro: 5n, approved: true, first: false },
      ],
      before,
      [ours(5, true)],
      now,
    )
    expect(seen).toEqual(
      [before[0], listed('b', 5, true, 1)].map((r, i) => (i === 1 ? { ...r, seenAt: now.toISOString() } : r)),
    )
  })
})
