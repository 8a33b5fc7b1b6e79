import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db'
import type { Clock } from '../../deps'
import type { ChainClients } from '../../plugins/chainClients'
import { createDepositDeriver, type DepositDeriver } from '../deposits'
import { createIssuerGateway } from '../issuer/createIssuerGateway'
import type { IssuerGateway } from '../issuer/IssuerPort'
import { bindIssuer } from '../issuer/issuerRegistry'
import { loadCardDataKey } from '../issuer/loadCardDataKey'
import { type CardDataSealer, createCardDataSealer } from '../issuer/sealCardData'
import { createHolderStatusCache, type HolderStatusCache } from '../products/holderStatusCache'
import { isNftHolder } from '../products/isNftHolder'
import { type NftCollection, resolveNftCollection } from '../products/nftCollection'

/** Everything the cards, orders, invitations, sandbox and admin services need, built once per app. */
export type CardsContext = {
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

const contexts = new WeakMap<Db, CardsContext>()

/**
 * The cards context of this app (keyed by its database handle, so sibling route plugins share one and
 * the issuer is bound for `approveProcessingApplications(db, now)`). The card-data key is loaded here:
 * CARD_DATA_KEY, or in sandbox DATA_DIR/card-data-key, generated once.
 */
export function cardsContext(app: FastifyInstance): CardsContext {
  const existing = contexts.get(app.db)
  if (existing) return existing
  const { config } = app
  const key = loadCardDataKey({
    cardDataKey: config.cardDataKey,
    sandboxDataDir: config.mode === 'sandbox' ? config.dataDir : undefined,
  })
  const sealer = createCardDataSealer(key)
  const issuer = createIssuerGateway(config, { db: app.db, clock: app.clock, sealer })
  bindIssuer(app.db, issuer)
  const nftCollection = resolveNftCollection(config)
  const context: CardsContext = {
    db: app.db,
    config,
    clock: app.clock,
    chains: app.chains,
    issuer,
    sealer,
    deriver: createDepositDeriver(config),
    nftCollection,
    holderStatus: createHolderStatusCache({
      lookup: (owner) => isNftHolder(app.chains, nftCollection, owner),
      clock: app.clock,
    }),
  }
  contexts.set(app.db, context)
  return context
}

/** Drops the app's context (on close), so a later app on the same database builds its own. */
export function forgetCardsContext(db: Db): void {
  contexts.delete(db)
}
