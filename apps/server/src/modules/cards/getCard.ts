import type { Card } from '@chaincard/domain'
import { loadOwnerView } from '../../runtime/access/loadOwnerView'
import { requireOwnedCard } from '../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../runtime/appContext'
import { toCardResponse } from './toCardResponse'

/** `GET /card/{id}`: one card or order of the caller (404 for anyone else's). */
export async function getCard(ctx: AppContext, id: string, owner: string): Promise<Card> {
  const card = await requireOwnedCard(ctx.db, id, owner)
  const view = await loadOwnerView(ctx.db, owner)
  return toCardResponse({ card, ...view, now: ctx.clock.now() })
}
