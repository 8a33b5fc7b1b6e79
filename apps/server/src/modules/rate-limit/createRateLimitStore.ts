import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db'
import type { Clock } from '../../deps'
import { countRateLimitHit } from './repo/countRateLimitHit'
import { deleteEndedRateLimitWindows } from './repo/deleteEndedRateLimitWindows'
import { readRateLimitHits } from './repo/readRateLimitHits'

/** How often one instance deletes ended windows (every instance does; the deletes are idempotent). */
export const rateLimitCleanupEveryMs = 60_000

export type CreateRateLimitStoreParameters = { db: Db; clock: Clock; log: FastifyBaseLogger }

type HitCallback = (error: Error | null, result?: { current: number; ttl: number }) => void

/** What @fastify/rate-limit hands `child()`: the route's merged options, with the route under `routeInfo`. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } }

/**
 * A @fastify/rate-limit store on the app's database (table `rate_limit_hits`), so every instance on one
 * database counts against the same limits. Each rate-limited route has its own counters (`<METHOD> <url>|<key>`,
 * where the key is the client address). Windows start at a key's first hit, as in the plugin's memory store.
 */
export type CreateRateLimitStoreReturnType = {
  /** The store class to hand @fastify/rate-limit as `store`. */
  store: FastifyRateLimitStoreCtor
  /** Resolves once a running cleanup has finished (call it before the database closes). */
  settle(): Promise<void>
}

export function createRateLimitStore({
  db,
  clock,
  log,
}: CreateRateLimitStoreParameters): CreateRateLimitStoreReturnType {
  let nextCleanupAt = 0
  let cleaning: Promise<void> | undefined

  /** Deletes ended windows at most once per interval, never in a request's path. */
  const cleanUp = (now: Date) => {
    if (cleaning || now.getTime() < nextCleanupAt) return
    nextCleanupAt = now.getTime() + rateLimitCleanupEveryMs
    cleaning = deleteEndedRateLimitWindows(db, now)
      .then(
        (deleted) => {
          if (deleted > 0) log.debug({ deleted }, 'rate-limit windows cleaned up')
        },
        (error: unknown) => log.warn({ err: error }, 'rate-limit cleanup failed'),
      )
      .finally(() => {
        cleaning = undefined
      })
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string

    constructor(options: ChildOptions = {}) {
      const route = options.routeInfo
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method
      this.scope = route?.url ? `${method ?? '*'} ${route.url}` : 'global'
    }

    incr(key: string, callback: HitCallback, timeWindow: number): void {
      const now = clock.now()
      countRateLimitHit(db, { key: `${this.scope}|${key}`, now, windowMs: timeWindow }).then(
        ({ hits, expiresAt }) => {
          callback(null, { current: hits, ttl: Math.max(0, expiresAt.getTime() - now.getTime()) })
          cleanUp(now)
        },
        (error: Error) => callback(error),
      )
    }

    read(key: string, callback: HitCallback): void {
      const now = clock.now()
      readRateLimitHits(db, { key: `${this.scope}|${key}`, now }).then(
        (row) =>
          callback(
            null,
            row
              ? { current: row.hits, ttl: row.expiresAt.getTime() - now.getTime() }
              : { current: 0, ttl: 0 },
          ),
        (error: Error) => callback(error),
      )
    }

    child(options: unknown): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(options as ChildOptions)
    }
  }
  return {
    store: DatabaseRateLimitStore,
    settle: async () => {
      await cleaning
    },
  }
}
