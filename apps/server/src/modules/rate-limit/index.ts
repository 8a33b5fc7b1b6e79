// The database counters of the rate limits, for budgets counted outside @fastify/rate-limit's routes.
export { countRateLimitHit } from './repo/countRateLimitHit'
export { readRateLimitHits } from './repo/readRateLimitHits'
