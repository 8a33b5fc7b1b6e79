import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { membershipRoutes } from '../membership/routes'
import { rewardRoutes } from './routes'

/** Membership and rewards (issue 6) as one route module: membership level and its job, reward routes. */
export const loyaltyModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(membershipRoutes)
  await app.register(rewardRoutes)
}
