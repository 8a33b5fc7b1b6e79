import type { CardChallengeResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/card/{id}/challenge: the newest pending, unexpired 3DS challenge, or "OK" when there is none. */
export function getCardChallenge(id: string): Promise<CardChallengeResponse> {
  return apiGet<CardChallengeResponse>(`/card/${encodeURIComponent(id)}/challenge`)
}
