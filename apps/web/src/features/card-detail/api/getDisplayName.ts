import type { DisplayNameResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/card/{id}/display-name: the unmasked card holder name. */
export function getDisplayName(id: string): Promise<DisplayNameResponse> {
  return apiGet<DisplayNameResponse>(`/card/${encodeURIComponent(id)}/display-name`)
}
