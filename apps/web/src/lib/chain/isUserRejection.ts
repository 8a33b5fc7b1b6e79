import { BaseError, UserRejectedRequestError } from 'viem'

/** True when the wallet (or the user in it) refused the request: EIP-1193 code 4001, at any depth. */
export function isUserRejection(error: unknown): boolean {
  if (error instanceof BaseError) {
    return error.walk((e) => e instanceof UserRejectedRequestError || hasCode4001(e)) !== null
  }
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (hasCode4001(current)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

function hasCode4001(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 4001
}
