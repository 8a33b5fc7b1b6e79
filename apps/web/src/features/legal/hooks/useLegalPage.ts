import type { LegalLanguage, LegalPageName } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { legalPageQueryOptions } from '../api/legalPageQueryOptions'

/** A legal page's Markdown; `page` undefined (the page is an external URL) asks nothing. */
export function useLegalPage(page: LegalPageName | undefined, lang: LegalLanguage) {
  return useQuery({ ...legalPageQueryOptions(page ?? 'terms', lang), enabled: page !== undefined })
}
