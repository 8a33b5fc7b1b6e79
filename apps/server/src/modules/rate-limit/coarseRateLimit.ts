import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { Db } from '../../db'
import type { Clock } from '../../deps'
import { AppError } from '../../errors'
import { ipv6Prefix48 } from './ipv6Prefix48'
import { countRateLimitHits } from './repo/countRateLimitHits'

/**
 * The budgets of a route above its per-client one (5,000 requests from 5,000 /64s of one /48 were all
 * accepted): one per IPv6 /48 (a site; an IPv4 client has none, its address is its per-client key already) and
 * one for every client together, which bounds what a distributed flood can store (nonces, counters).
 */
export type CoarseRateLimit = { maxPer48?: number; maxGlobal?: number; timeWindowMs: number }

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by the rate-limit plugin's onRoute hook: the route's coarse budgets. */
    coarseRateLimit?: CoarseRateLimit
  }
}

/** The counter keys of a request on route `scope` (`POST /api/nonce`) with each key's budget. */
function coarseKeys(scope: string, ip: string, limit: CoarseRateLimit): { key: string; max: number }[] {
  const keys: { key: string; max: number }[] = []
  const prefix = ipv6Prefix48(ip)
  if (limit.maxPer48 !== undefined && prefix !== undefined)
    keys.push({ key: `${scope}|${prefix}`, max: limit.maxPer48 })
  if (limit.maxGlobal !== undefined) keys.push({ key: `${scope}|*`, max: limit.maxGlobal })
  return keys
}

/**
 * An onRequest hook for `route` that counts the request against its coarse budgets in one statement and refuses it
 * (429 `rate_limited`, `Retry-After`) when one is spent. Runs after @fastify/rate-limit's per-client check, so a
 * request that check refused counts against neither.
 */
export function coarseRateLimitHook(
  route: Pick<RouteOptions, 'method' | 'url'>,
  limit: CoarseRateLimit,
  { db, clock }: { db: Db; clock: Clock },
) {
  const scope = `${[route.method].flat().join(',')} ${route.url}`
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const keys = coarseKeys(scope, request.ip, limit)
    if (keys.length === 0) return
    const now = clock.now()
    const counted = await countRateLimitHits(db, {
      keys: keys.map((k) => k.key),
      now,
      windowMs: limit.timeWindowMs,
    })
    for (const { key, max } of keys) {
      const row = counted.get(key)
      if (row && row.hits > max) {
        const ttlMs = Math.max(0, row.expiresAt.getTime() - now.getTime())
        void reply.header('retry-after', String(Math.ceil(ttlMs / 1000)))
        throw new AppError('rate_limited')
      }
    }
  }
}
