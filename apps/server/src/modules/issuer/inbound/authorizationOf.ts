import type { Executor } from '../../../db'
import type { CardAuthorizationRow } from '../../../db/schema/cards'
import { lockAuthorizationByToken } from './repo/authorizations'
import type { EventCard } from './repo/lockEventCard'

/**
 * The authorization `(issuer, token)` names: as read with the card's lock when that read was for this
 * transaction (no second round trip), else read now.
 */
export async function authorizationOf(
  tx: Executor,
  card: EventCard,
  issuer: string,
  token: string,
): Promise<CardAuthorizationRow | null> {
  const preloaded = card.preloaded
  if (preloaded && preloaded.issuer === issuer && preloaded.token === token) return preloaded.authorization
  return lockAuthorizationByToken(tx, issuer, token)
}
