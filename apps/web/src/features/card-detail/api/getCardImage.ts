import type { CardEmbedFrames, CardImageResponse, CardViewResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** What the card-details dialog shows: our details (sandbox), or the issuer's hosted embed (production). */
export type CardDetailsView = ({ kind: 'details' } & CardImageResponse) | CardEmbedFrames

/**
 * The card's details until the owner confirms they saved them. GET /api/card/{id}/view first says how the
 * issuer shows them: the issuer's hosted embed (Lithic: a single-use session, one frame per field; our servers
 * never see the number, the browser loads it from the issuer) or our own image, in which case GET /api/card/{id}/img answers the picture, number,
 * expiry and CVV, the same on every call.
 */
export async function getCardImage(id: string): Promise<CardDetailsView> {
  const path = `/card/${encodeURIComponent(id)}`
  const view = await apiGet<CardViewResponse>(`${path}/view`)
  if (view.kind === 'embed') return view
  return { kind: 'details', ...(await apiGet<CardImageResponse>(`${path}/img`)) }
}
