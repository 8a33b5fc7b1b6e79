import { loadChunk } from '../chunks/loadChunk'
import { ApiError } from './ApiError'
import { type ApiRequest, send } from './send'

const AUTH_PATHS = new Set(['/nonce', '/auth', '/config'])

let signInFlight: Promise<unknown> | undefined
/** Bumped after each finished sign-in: a 401 to a request sent before it is retried without a new sign-in. */
let signInGeneration = 0

/** Runs sign-in (lazily loaded: viem's SIWE code ships only when needed); concurrent callers share it. */
function signInOnce(): Promise<unknown> {
  if (!signInFlight) {
    signInFlight = loadChunk(() => import('./signIn'))
      .then((module) => module.signIn())
      .finally(() => {
        signInGeneration += 1
        signInFlight = undefined
      })
  }
  return signInFlight
}

/**
 * The API client: `send` plus the 401 rule (SPEC section 8): sign in once, then retry the request once.
 * Concurrent 401s share one sign-in. Rejects with ApiError, or SignInRejectedError when the wallet
 * refused to sign (the user is then signed out).
 */
export async function apiRequest<T>(request: ApiRequest): Promise<T> {
  const generation = signInGeneration
  try {
    return await send<T>(request)
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || AUTH_PATHS.has(request.path)) throw error
    if (signInFlight || generation === signInGeneration) await signInOnce()
    return send<T>(request)
  }
}

export function apiGet<T>(path: string, query?: ApiRequest['query']): Promise<T> {
  return apiRequest<T>({ path, ...(query ? { query } : {}) })
}

export function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return apiRequest<T>({ method: 'POST', path, body })
}

export function apiPut<T>(path: string, body?: unknown): Promise<T> {
  return apiRequest<T>({ method: 'PUT', path, body })
}
