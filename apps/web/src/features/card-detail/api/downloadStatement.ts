import { apiGet } from '../../../lib/api/client'
import type { PdfFile } from '../../../lib/api/send'

export type StatementRequest = {
  /** `YYYY-MM` on the owner's wall clock. */
  month: string
  format: 'pdf' | 'csv'
  /** The app's language: the statement is written in it. */
  lang: string
  /** The browser's IANA time zone: the month's bounds and every date are in it. */
  tz: string
}

/**
 * GET /api/card/{id}/statement?month&format&lang&tz: the PDF or CSV and its file name (Content-Disposition,
 * default statement.pdf / statement.csv).
 */
export function downloadStatement(id: string, request: StatementRequest): Promise<PdfFile> {
  const query = new URLSearchParams({
    month: request.month,
    format: request.format,
    lang: request.lang,
    tz: request.tz,
  })
  return apiGet<PdfFile>(`/card/${encodeURIComponent(id)}/statement?${query}`)
}
