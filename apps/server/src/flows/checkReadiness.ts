import { DEFAULT_PROGRAM_POLICY, programPolicyView } from '@chaincard/domain'
import type { Role } from '../config'
import type { Migration } from '../db'
import { listAppliedMigrations } from '../db/listAppliedMigrations'
import { probe } from '../runtime/probe'
import { type CheckHealthParameters, checkHealth, type HealthReport } from './checkHealth'

export type ReadinessReport = {
  /**
   * `ready` only when the database answers, every migration of this build is applied and every chain answers
   * (an issuer process: the chains left out).
   */
  status: 'ready' | 'not_ready' | 'draining'
  db: 'ok' | 'down'
  /** `pending`: a migration of this build is missing or differs from the one applied; `unknown`: no database. */
  migrations: 'ok' | 'pending' | 'unknown'
  chains: HealthReport['chains']
}

export type CheckReadinessParameters = Omit<CheckHealthParameters, 'issuer'> & {
  /** The migrations this build ships (db/migrations), read once at start. */
  migrations: readonly Pick<Migration, 'version' | 'checksum'>[]
  /** The app is shutting down: never ready, whatever the probes say (read after the probes). */
  isDraining: () => boolean
  /**
   * The process's role: an issuer process (ROLE=issuer) answers the card network from the database alone, so a
   * slow or failing chain RPC must not take it out of the load balancer (its chains are not probed).
   */
  role?: Role
}

/**
 * Readiness to serve traffic: the health probes (an issuer process: the database only) plus the migrations of
 * this build, and not shutting down.
 */
export async function checkReadiness(p: CheckReadinessParameters): Promise<ReadinessReport> {
  let applied: Awaited<ReturnType<typeof listAppliedMigrations>> = []
  const [health, migrationsRead] = await Promise.all([
    // Readiness leaves the card issuer out: an unreachable issuer API must not take every instance out of the
    // load balancer (the issuer's own webhook, card spends included, would go with them).
    checkHealth({
      ...p,
      chains: p.role === 'issuer' ? { ...p.chains, list: [] } : p.chains,
      issuer: async () => ({
        name: 'sandbox',
        state: 'ok',
        policy: programPolicyView(DEFAULT_PROGRAM_POLICY),
      }),
    }),
    probe(async () => {
      applied = await listAppliedMigrations(p.db)
    }, p.timeoutMs ?? 1_500),
  ])
  const checksums = new Map(applied.map((m) => [m.version, m.checksum]))
  const migrations =
    migrationsRead === 'down'
      ? 'unknown'
      : p.migrations.every((m) => checksums.get(m.version) === m.checksum)
        ? 'ok'
        : 'pending'
  const allOk = health.status === 'ok' && migrations === 'ok'
  return {
    status: p.isDraining() ? 'draining' : allOk ? 'ready' : 'not_ready',
    db: health.db,
    migrations,
    chains: health.chains,
  }
}
