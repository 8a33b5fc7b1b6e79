import type { IncrementRecord, SeenRequest } from '../../../db/schema/cards'
import type { ListedRequest } from './InboundEvent'

/**
 * The requests the issuer's newest snapshot lists, as first seen: those seen before keep when (and after how
 * many of our increments) they were first seen; new ones are seen now, after all of `increments`.
 */
export function seenRequests(
  listed: readonly ListedRequest[],
  before: readonly SeenRequest[],
  increments: readonly IncrementRecord[],
  now: Date,
): SeenRequest[] {
  const known = new Map(before.map((request) => [request.token, request]))
  return listed.map((request) => {
    const seen = known.get(request.token)
    return {
      token: request.token,
      amountMicro: request.amountMicro.toString(),
      approved: request.approved,
      first: request.first,
      seenAfter: seen?.seenAfter ?? increments.length,
      seenAt: seen?.seenAt ?? now.toISOString(),
    }
  })
}

/**
 * Which listed request each of our decisions is (its index in `listed`, or null: not listed yet), by identity,
 * never by position:
 * 1. our decision of the first request (`original`), unless its token is listed, is the first listed request (of an
 *    authorization we created before we kept that decision too, `ourFirst`); when the issuer lists no first
 *    request (its first was a stand-in advice, so ours was an increment to it), it is matched as one;
 * 2. an increment with the issuer's token is the listed request of that token, whatever its result (the
 *    identity is certain: a listing declined by the issuer, our approval too late, holds nothing there or here);
 * 3. one without, in the order we decided them: the first unclaimed listed increment of the same amount that a
 *    snapshot listed only after we decided it (one listed before cannot be ours). An approved one matches only
 *    an approved listing (a declined listing is not our approval: ours stays held, too much rather than too
 *    little); a declined one matches a declined listing first, else an approved one (the issuer may have
 *    approved what we declined too late: then it is in the issuer's hold, and not taken for an approval of ours).
 */
export function matchIncrements(
  listed: readonly SeenRequest[],
  increments: readonly IncrementRecord[],
  ourFirst: boolean,
): (number | null)[] {
  const claimed = new Set<number>()
  // An authorization we created before we kept our decision of its first request: that is the first listed.
  if (ourFirst && !increments.some((increment) => increment.original)) {
    const first = listed.findIndex((request) => request.first)
    if (first >= 0) claimed.add(first)
  }
  const matches: (number | null)[] = increments.map(() => null)
  increments.forEach((increment, i) => {
    if (increment.token === null) return
    const index = listed.findIndex((request, j) => request.token === increment.token && !claimed.has(j))
    if (index >= 0) {
      claimed.add(index)
      matches[i] = index
    }
  })
  const byAmount = (i: number, increment: IncrementRecord, approved: boolean): number =>
    listed.findIndex(
      (request, j) =>
        !claimed.has(j) &&
        !request.first &&
        request.approved === approved &&
        request.amountMicro === increment.amountMicro &&
        request.seenAfter > i,
    )
  // Our decision of the first request, unless its token is listed, is the first listed request whatever its
  // amount (the issuer's figures, or token, of it may differ from the request's); when the issuer's first is
  // not a request (its stand-in advice had not reached us: ours was an increment to it), it is matched by
  // amount as one.
  increments.forEach((increment, i) => {
    if (!increment.original || matches[i] !== null) return
    const first = listed.findIndex((request, j) => request.first && !claimed.has(j))
    if (first >= 0) {
      claimed.add(first)
      matches[i] = first
    }
  })
  increments.forEach((increment, i) => {
    if (increment.token !== null || matches[i] !== null) return
    let index = byAmount(i, increment, increment.approved)
    if (index < 0 && !increment.approved) index = byAmount(i, increment, true)
    if (index >= 0) {
      claimed.add(index)
      matches[i] = index
    }
  })
  return matches
}

/**
 * What an authorization holds while its transaction is pending: the issuer's figure, plus the hold of each
 * increment we approved that the snapshot does not list yet (`matchIncrements`). Without a list (`listed`
 * undefined: the issuer lists every request we decided), the issuer's figure.
 */
export function transactionHold(
  issuerHoldMicro: bigint,
  listed: readonly SeenRequest[] | undefined,
  increments: readonly IncrementRecord[],
  ourFirst: boolean,
): bigint {
  if (listed === undefined) return issuerHoldMicro
  const matches = matchIncrements(listed, increments, ourFirst)
  return increments.reduce(
    (sum, increment, i) =>
      increment.approved && matches[i] === null ? sum + BigInt(increment.holdMicro) : sum,
    issuerHoldMicro,
  )
}
