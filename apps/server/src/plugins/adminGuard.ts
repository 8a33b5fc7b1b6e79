import { timingSafeEqual } from 'node:crypto'
import { type OperatorCredential, sha256 } from './resolveAdminToken'

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const match = typeof header === 'string' ? /^Bearer (\S+)$/.exec(header) : null
  return match?.[1]
}

/**
 * The name of the operator whose token `presented` is, or null. Compared as SHA-256 digests with timingSafeEqual
 * against every operator (equal lengths, no early exit), so the answer's timing says nothing of how close a guess
 * came or whose token it matched.
 */
export function matchOperator(
  operators: readonly OperatorCredential[],
  presented: string | undefined,
): string | null {
  if (presented === undefined) return null
  const digest = sha256(presented)
  let name: string | null = null
  for (const operator of operators) {
    if (timingSafeEqual(digest, operator.digest) && name === null) name = operator.name
  }
  return name
}
