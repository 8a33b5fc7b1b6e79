import type { Db, Executor } from '../../db'
import type { IssuerGateway, IssuerPort } from './IssuerPort'
import type { CardDataSealer } from './sealCardData'

export type BoundIssuer = IssuerPort & { sealer: CardDataSealer }

export class IssuerNotBoundError extends Error {
  override readonly name = 'IssuerNotBoundError' as const
  readonly shortMessage = 'no card issuer is bound to this database'
  constructor() {
    super('no card issuer is bound to this database: register the cards plugin first')
  }
}

// One issuer per open database (the app binds it when the cards plugin registers). Keyed by the Drizzle
// handle, so functions with the shared `(db, now)` signature find the issuer without module-wide state.
const issuers = new WeakMap<object, BoundIssuer>()
const gateways = new WeakMap<object, IssuerGateway>()

/** Binds the settlement face (see `IssuerPort`) and the gateway of this app's issuer to its database. */
export function bindIssuer(db: Db, issuer: BoundIssuer, gateway?: IssuerGateway): void {
  issuers.set(db, issuer)
  if (gateway) gateways.set(db, gateway)
}

export function unbindIssuer(db: Db): void {
  issuers.delete(db)
  gateways.delete(db)
}

export function getBoundIssuer(db: Executor): BoundIssuer {
  const issuer = issuers.get(db)
  if (!issuer) throw new IssuerNotBoundError()
  return issuer
}

/** The issuer gateway of the app on this database (sandbox or Lithic). */
export function getBoundGateway(db: Executor): IssuerGateway {
  const gateway = gateways.get(db)
  if (!gateway) throw new IssuerNotBoundError()
  return gateway
}
