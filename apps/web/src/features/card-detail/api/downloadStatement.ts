import { apiGet } from '../../../lib/api/client'
import type { PdfFile } from '../../../lib/api/send'

/** GET /api/card/{id}/statement: the PDF and its file name (Content-Disposition, default statement.pdf). */
export function downloadStatement(id: string): Promise<PdfFile> {
  return apiGet<PdfFile>(`/card/${encodeURIComponent(id)}/statement`)
}
