import type { FastifyInstance } from 'fastify'
import { bindIssuer, createIssuerGateway } from '../modules/issuer'
import type { AppContext } from '../runtime/appContext'
import { loadCardDataKey } from '../runtime/cardData/loadCardDataKey'
import { createCardDataSealer } from '../runtime/cardData/sealCardData'
import { createDepositDeriver } from '../runtime/deposits'
import { createHolderStatusCache } from '../runtime/holderStatusCache'
import { isNftHolder } from '../runtime/isNftHolder'
import { resolveNftCollection } from '../runtime/nftCollection'

/**
 * The composition root's one build of the runtime parts the modules share: the card-data sealer (CARD_DATA_KEY,
 * or in sandbox DATA_DIR/card-data-key, generated once), the issuer gateway (ISSUER; bound to the database for
 * `approveProcessingApplications(db, now)`), the deposit deriver, the NFT collection and its holder cache.
 */
export function buildAppContext(app: FastifyInstance): AppContext {
  const { config } = app
  const key = loadCardDataKey({
    cardDataKey: config.cardDataKey,
    sandboxDataDir: config.mode === 'sandbox' ? config.dataDir : undefined,
  })
  const sealer = createCardDataSealer(key)
  const issuer = createIssuerGateway(config, { db: app.db, clock: app.clock, sealer, config })
  bindIssuer(app.db, issuer)
  const nftCollection = resolveNftCollection(config)
  return {
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
}
