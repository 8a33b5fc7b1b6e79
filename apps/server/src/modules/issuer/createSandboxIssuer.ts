import type { IssuerPort, LoadFundsRequest, LoadFundsResult } from './IssuerPort'
import type { CardDataSealer } from './sealCardData'

/**
 * The sandbox issuer's settlement face (bound per database in `issuerRegistry` for the settlement job): it
 * confirms fund loads at once, as its card balances are our card rows. Its gateway (issuing, card state, card
 * view, challenges) is `adapters/sandbox/createSandboxGateway`.
 */
export function createSandboxIssuer(sealer: CardDataSealer): IssuerPort & { sealer: CardDataSealer } {
  return {
    name: 'sandbox',
    sealer,
    async loadFunds({ key }: LoadFundsRequest): Promise<LoadFundsResult> {
      // Nothing to do at a remote issuer: the load is complete at once. The settlement delay is the sandbox
      // settlement job's (it asks only for credits older than SETTLEMENT_DELAY).
      return { status: 'confirmed', reference: `sbx_load_${key}` }
    },
  }
}
