import type { IssuerHealth } from '@chaincard/domain'
import type { IssuerSettings } from '../../config'
import { probe } from '../../runtime/probe'
import { createLithicClient } from './adapters/lithic/createLithicClient'

/** How long an issuer probe may take: the liveness route answers within a couple of seconds. */
const issuerProbeTimeoutMs = 1_500

/**
 * Which issuer runs and whether it answers: the sandbox issuer is in-process (always `ok`); Lithic is asked for
 * its API status (`GET /v1/status`, authenticated, no retry) within 1.5 s. The answer names the issuer only: no
 * URL, no key.
 */
export async function probeIssuer(issuer: IssuerSettings | undefined): Promise<Omit<IssuerHealth, 'policy'>> {
  if (issuer === undefined || issuer.kind === 'sandbox') return { name: 'sandbox', state: 'ok' }
  const client = createLithicClient(issuer.lithic)
  const state = await probe(
    () => client.apiStatus({ maxRetries: 0, timeout: issuerProbeTimeoutMs }),
    issuerProbeTimeoutMs,
  )
  return { name: 'lithic', state }
}

/**
 * `probeIssuer` at most once per `ttlMs` however often it is asked (GET /api/health is public and probed by
 * orchestrators every few seconds: each call must not become a call to the issuer); callers that ask while a
 * probe runs share it.
 */
export function cachedIssuerProbe(
  issuer: IssuerSettings | undefined,
  ttlMs = 30_000,
  now: () => number = Date.now,
): () => Promise<Omit<IssuerHealth, 'policy'>> {
  let last: { at: number; result: Promise<Omit<IssuerHealth, 'policy'>> } | undefined
  return () => {
    if (last === undefined || now() - last.at >= ttlMs) last = { at: now(), result: probeIssuer(issuer) }
    return last.result
  }
}
