import type { DisputeListResponse } from '@chaincard/domain'
import { requireOwnedCard } from '../../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../../runtime/appContext'
import { listDisputes } from './repo/disputeRows'
import { toDisputeResponse } from './toDisputeResponse'

/** A card holds at most this many disputes on the wire (one per purchase: far more than a person files). */
const CARD_DISPUTES_MAX = 200

/** `GET /card/{id}/disputes`: the owner's card's disputes, newest first (others' and unknown cards: 404). */
export async function listCardDisputes(
  ctx: AppContext,
  cardId: string,
  owner: string,
): Promise<DisputeListResponse> {
  const card = await requireOwnedCard(ctx.db, cardId, owner)
  const rows = await listDisputes(ctx.db, { cardId: card.id, limit: CARD_DISPUTES_MAX })
  return {
    items: rows.map(({ dispute, merchantName }) =>
      toDisputeResponse(dispute, merchantName ?? 'Card purchase'),
    ),
  }
}
