import { AppError } from '../../errors'
import { loadOwnerView } from '../../runtime/access/loadOwnerView'
import { requireOwnedCard } from '../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../runtime/appContext'

/** `GET /card/{id}/display-name`: the unmasked holder name of a card whose application carried one. */
export async function getDisplayName(
  ctx: AppContext,
  id: string,
  owner: string,
): Promise<{ displayName: string }> {
  const card = await requireOwnedCard(ctx.db, id, owner)
  const { displayName } = await loadOwnerView(ctx.db, owner)
  if (!card.contactSubmittedAt || !displayName) {
    throw new AppError('invalid_action', 'invalid action: this card has no display name yet')
  }
  return { displayName }
}
