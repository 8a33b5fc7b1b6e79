import type { IssuerHealth } from '@chaincard/domain'
import type { Config } from './config'

/**
 * The line the server logs once it listens: what runs (mode, role), where (the listening address and the public
 * origin) and which card issuer, with whether its API answered at start. No secret: no key, no RPC or issuer URL.
 */
export function startBanner(
  config: Pick<Config, 'mode' | 'role' | 'publicOrigin'>,
  listening: string,
  issuer: Omit<IssuerHealth, 'policy'>,
): { fields: Record<string, string>; message: string } {
  const reachable = issuer.state === 'ok' ? 'reachable' : 'NOT reachable'
  return {
    fields: {
      mode: config.mode,
      role: config.role,
      origin: config.publicOrigin,
      issuer: issuer.name,
      issuerState: issuer.state,
    },
    message: `Chaincard ${config.mode} (role ${config.role}) listening on ${listening} for ${config.publicOrigin}; card issuer ${issuer.name} (${reachable})`,
  }
}
