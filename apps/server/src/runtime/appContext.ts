import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { Db } from '../db'
import type { Clock } from '../deps'
import type { ChainClients } from '../plugins/chainClients'
import type { CardDataSealer } from './cardData/sealCardData'
import type { DepositDeriver } from './deposits'
import type { HolderStatusCache } from './holderStatusCache'
import type { IssuerGateway } from './issuerPort'
import type { NftCollection } from './nftCollection'

/**
 * The runtime parts the modules share (DESIGN "Layers": runtime), built once per app by the composition root
 * (root/buildAppContext, called by buildApp before any route module) and read by the modules here: no module
 * builds another's dependencies.
 */
export type AppContext = {
  db: Db
  config: Config
  clock: Clock
  chains: ChainClients
  /** The card issuer's gateway (ISSUER: sandbox or Lithic); nothing outside `issuer/` knows which. */
  issuer: IssuerGateway
  /** Seals and opens card data and one-time codes at rest (CARD_DATA_KEY). */
  sealer: CardDataSealer
  deriver: DepositDeriver
  nftCollection: NftCollection | null
  /** NFT holder status for display paths, cached per owner (`displayedHolderStatus`). */
  holderStatus: HolderStatusCache
}

const contexts = new WeakMap<Db, AppContext>()

/** Whether this database handle's app context was built (apps sharing one database share it). */
export function hasAppContext(db: Db): boolean {
  return contexts.has(db)
}

/** Called by the composition root once it has built the context. */
export function provideAppContext(context: AppContext): void {
  contexts.set(context.db, context)
}

/** The app's context, built by the composition root before any route module was registered. */
export function appContext(app: FastifyInstance): AppContext {
  const context = contexts.get(app.db)
  if (!context)
    throw new Error('no app context: buildApp builds it (root/buildAppContext) before the route modules')
  return context
}

/** Drops the app's context (on close), so a later app on the same database builds its own. */
export function forgetAppContext(db: Db): void {
  contexts.delete(db)
}
