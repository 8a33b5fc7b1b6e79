import { HealthResponse, programPolicyView } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { programPolicyOf } from '../config'
import { readMigrations } from '../db'
import { checkHealth } from '../flows/checkHealth'
import { checkReadiness } from '../flows/checkReadiness'
import { cachedIssuerProbe } from '../modules/issuer'

const UpDown = z.enum(['ok', 'down'])

/** GET /api/ready's answer (an operator route: not part of API.md's web contract). */
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'not_ready', 'draining']),
  db: UpDown,
  migrations: z.enum(['ok', 'pending', 'unknown']),
  chains: z.record(z.string(), UpDown),
})

/**
 * GET /api/health: liveness. 200 whenever the process answers, with what the database and chains say
 * (API.md's body; `degraded` when one is down). GET /api/ready: readiness for a load balancer. 200 when the
 * database answers, every migration of this build is applied and every enabled chain's RPC answers; 503
 * otherwise, and from the moment the app starts closing (plugins/draining.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const migrations = readMigrations().map(({ version, checksum }) => ({ version, checksum }))
  const probeIssuer = cachedIssuerProbe(app.config.issuer)
  const policy = programPolicyView(programPolicyOf(app.config))
  const issuer = async () => ({ ...(await probeIssuer()), policy })

  app.get(
    '/health',
    {
      schema: {
        tags: ['public'],
        summary:
          'Liveness: the process answers; database, chain node and card issuer reachability for information',
        response: { 200: HealthResponse },
      },
    },
    async () => checkHealth({ db: app.db, chains: app.chains, issuer }),
  )

  app.get(
    '/ready',
    {
      schema: {
        tags: ['public'],
        summary:
          'Readiness: database reachable, migrations applied, every chain RPC answering (an issuer process: not the chains); else 503',
        response: { 200: ReadyResponse, 503: ReadyResponse },
      },
    },
    async (_request, reply) => {
      const report = await checkReadiness({
        db: app.db,
        chains: app.chains,
        migrations,
        isDraining: () => app.draining,
        role: app.config.role,
      })
      return reply.status(report.status === 'ready' ? 200 : 503).send(report)
    },
  )
}
