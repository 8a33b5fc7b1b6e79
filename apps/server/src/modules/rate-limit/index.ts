// The database counters of the rate limits, for budgets counted outside @fastify/rate-limit's routes.

export { rateLimitPlugin } from './rateLimitPlugin'
export { countRateLimitHit } from './repo/countRateLimitHit'
export { readRateLimitHits } from './repo/readRateLimitHits'
