import type { LegalLanguage, LegalPageName, LegalPageResponse } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api/client'

/** GET /api/legal/{page}?lang=: a legal page's Markdown, in `lang` when the operator has it (public, no session). */
export function legalPageQueryOptions(page: LegalPageName, lang: LegalLanguage) {
  return queryOptions({
    queryKey: ['legalPage', page, lang] as const,
    queryFn: () => apiGet<LegalPageResponse>(`/legal/${encodeURIComponent(page)}`, { lang }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
