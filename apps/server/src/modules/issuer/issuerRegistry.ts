import type { Db, Executor } from '../../db'
import type { IssuerPort } from './IssuerPort'
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

export function bindIssuer(db: Db, issuer: BoundIssuer): void {
  issuers.set(db, issuer)
}

export function unbindIssuer(db: Db): void {
  issuers.delete(db)
}

export function getBoundIssuer(db: Executor): BoundIssuer {
  const issuer = issuers.get(db)
  if (!issuer) throw new IssuerNotBoundError()
  return issuer
}
