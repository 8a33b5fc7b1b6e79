import type { Mode } from '../../config'
import type { IssuerPort } from '../issuer/IssuerPort'

/**
 * The issuer that settles this deployment's top-ups, or null when none may. Sandbox: the sandbox issuer.
 * Production: a production issuer adapter; never the sandbox issuer (it would confirm loads no real
 * issuer made), so with no adapter bound credits stay pending until one is.
 */
export function settlementIssuerFor(mode: Mode, issuer: IssuerPort): IssuerPort | null {
  if (mode === 'production' && issuer.name === 'sandbox') return null
  return issuer
}
