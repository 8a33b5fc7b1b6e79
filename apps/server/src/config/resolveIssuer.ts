import { parseUsd } from '@chaincard/domain'
import type { IssuerEnv } from './envSchema'
import type { IssuerSettings, Mode } from './types'

export type ResolveIssuerReturnType = { issuer?: IssuerSettings; problems: string[] }

/**
 * The card issuer of this deployment from ISSUER and the LITHIC_* variables. Sandbox mode defaults to the
 * sandbox issuer; production has no default and refuses the sandbox issuer (it would approve purchases no
 * card network ever sees). Lithic needs its API key, its environment (or a base URL) and the webhook secret.
 */
export function resolveIssuer(mode: Mode, env: IssuerEnv): ResolveIssuerReturnType {
  const kind = env.ISSUER ?? (mode === 'sandbox' ? 'sandbox' : undefined)
  if (kind === undefined) {
    return { problems: ['ISSUER: missing (required in production: lithic)'] }
  }
  if (kind === 'sandbox') {
    if (mode === 'production') {
      return { problems: ['ISSUER: the sandbox issuer cannot run in production (use lithic)'] }
    }
    return { issuer: { kind: 'sandbox' }, problems: [] }
  }
  const problems: string[] = []
  if (!env.LITHIC_API_KEY) problems.push('LITHIC_API_KEY: missing (required with ISSUER=lithic)')
  if (!env.LITHIC_ENVIRONMENT && !env.LITHIC_BASE_URL) {
    problems.push('LITHIC_ENVIRONMENT: missing (sandbox or production; or set LITHIC_BASE_URL)')
  }
  if (!env.LITHIC_WEBHOOK_SECRET) {
    problems.push('LITHIC_WEBHOOK_SECRET: missing (required with ISSUER=lithic)')
  }
  if (problems.length > 0 || !env.LITHIC_API_KEY || !env.LITHIC_WEBHOOK_SECRET) return { problems }
  return {
    issuer: {
      kind: 'lithic',
      lithic: {
        apiKey: env.LITHIC_API_KEY,
        environment: env.LITHIC_ENVIRONMENT ?? 'sandbox',
        ...(env.LITHIC_BASE_URL ? { baseUrl: env.LITHIC_BASE_URL } : {}),
        webhookSecrets: env.LITHIC_WEBHOOK_SECRET,
        ...(env.LITHIC_3DS_CHALLENGE_ABOVE
          ? { threeDsChallengeAboveMicro: parseUsd(env.LITHIC_3DS_CHALLENGE_ABOVE) }
          : {}),
        ...(env.LITHIC_EVENT_SUBSCRIPTION_TOKEN
          ? { eventSubscriptionToken: env.LITHIC_EVENT_SUBSCRIPTION_TOKEN }
          : {}),
        reconcileDays: env.ISSUER_RECONCILE_DAYS,
      },
    },
    problems: [],
  }
}
