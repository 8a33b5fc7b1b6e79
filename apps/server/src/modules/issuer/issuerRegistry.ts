import type { Db, Executor } from '../../db'
import type { IssuerGateway } from '../../runtime/issuerPort'

class IssuerNotBoundError extends Error {
  override readonly name = 'IssuerNotBoundError' as const
  readonly shortMessage = 'no card issuer is bound to this database'
  constructor() {
    super('no card issuer is bound to this database: register the cards plugin first')
  }
}

// One issuer gateway per open database (the app binds it when the cards plugin registers). Keyed by the
// Drizzle handle, so functions with the shared `(db, now)` signature find the issuer without module-wide state.
const gateways = new WeakMap<object, IssuerGateway>()

/** Binds the gateway of this app's issuer (sandbox or Lithic) to its database. */
export function bindIssuer(db: Db, gateway: IssuerGateway): void {
  gateways.set(db, gateway)
}

export function unbindIssuer(db: Db): void {
  gateways.delete(db)
}

/** The issuer gateway of the app on this database (sandbox or Lithic). */
export function getBoundGateway(db: Executor): IssuerGateway {
  const gateway = gateways.get(db)
  if (!gateway) throw new IssuerNotBoundError()
  return gateway
}
