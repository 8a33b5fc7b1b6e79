import { PAGE_SIZE, PAGER_PAGES } from '../constants/paging'

export type GetPagerPagesParameters = {
  /** 1-based current page. */
  page: number
  /** Total item count. */
  total: number
  pageSize?: number | undefined
  /** Page buttons shown at most. */
  window?: number | undefined
}

/**
 * Page numbers the pager shows: at most 5, centred on the current page where possible. Empty when there
 * is a single page or none (the pager is hidden).
 */
export function getPagerPages({
  page,
  total,
  pageSize = PAGE_SIZE,
  window = PAGER_PAGES,
}: GetPagerPagesParameters): number[] {
  const pageCount = Math.ceil(Math.max(0, total) / pageSize)
  if (pageCount <= 1) return []
  const current = Math.min(Math.max(1, Math.trunc(page)), pageCount)
  const size = Math.min(window, pageCount)
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pageCount - size + 1)
  return Array.from({ length: size }, (_, i) => start + i)
}
