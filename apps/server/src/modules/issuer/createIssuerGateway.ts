import type { Config } from '../../config'
import type { IssuerGateway } from '../../runtime/issuerPort'
import { createLithicClient } from './adapters/lithic/createLithicClient'
import { createLithicGateway } from './adapters/lithic/createLithicGateway'
import { createSandboxGateway } from './adapters/sandbox/createSandboxGateway'
import type { SandboxContext } from './adapters/sandbox/SandboxContext'

/** The gateway of the configured issuer (ISSUER): the only place that knows which adapter runs. */
export function createIssuerGateway(
  config: Pick<Config, 'issuer' | 'publicOrigin'>,
  sandbox: SandboxContext,
): IssuerGateway {
  const issuer = config.issuer ?? { kind: 'sandbox' }
  return issuer.kind === 'lithic'
    ? createLithicGateway(createLithicClient(issuer.lithic), { targetOrigin: config.publicOrigin })
    : createSandboxGateway(sandbox)
}
