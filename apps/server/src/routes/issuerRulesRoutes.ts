import type { ProgramPolicy } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type Lithic from 'lithic'
import { z } from 'zod'
import { AppError } from '../errors'
import { syncProgramRules } from '../modules/issuer'
import { IssuerUnavailableError } from '../runtime/issuerErrors'

const RulesSync = z.object({
  created: z.array(z.string()),
  updated: z.array(z.string()),
  deactivated: z.array(z.string()),
  unchanged: z.array(z.string()),
})

/**
 * `POST /api/admin/issuer/rules/sync` (registered inside the admin scope: its guard, its audit) (`npm run ops -- issuer rules sync`): the program policy mirrored as Lithic
 * Auth Rules v2 now; answers what it created, updated, turned off and left alone. Lithic not reachable, or
 * refusing a call: 503, the sync stopped there (run it again). The sandbox issuer applies the policy in its own
 * decision and keeps no rules: 409.
 */
export function rulesRoutes(ctx: { client: Lithic | null; policy: ProgramPolicy }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/issuer/rules/sync',
      {
        schema: {
          tags: ['admin'],
          summary: "Mirror the program policy as the card issuer's own rules (Lithic Auth Rules v2)",
          response: { 200: z.object({ rules: RulesSync }) },
        },
      },
      async () => {
        if (!ctx.client) {
          throw new AppError(
            'invalid_action',
            'invalid action: the sandbox issuer applies the program policy itself; it keeps no rules to sync',
          )
        }
        try {
          return { rules: await syncProgramRules(ctx.client, ctx.policy) }
        } catch (error) {
          if (!(error instanceof IssuerUnavailableError)) throw error
          throw new AppError('upstream_unavailable', `upstream unavailable: ${error.message}`, {
            cause: error,
          })
        }
      },
    )
  }
}
