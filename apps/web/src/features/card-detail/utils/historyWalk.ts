import { PAGE_SIZE } from '@chaincard/domain'

/**
 * The card history's pages as the owner walked them from the newest: page 1 is the newest rows (it follows what
 * arrives), page n + 1 the rows below the last row page n showed when the owner left it (`keys[n - 1]`, the
 * request's `before`). Going back asks a page by the key it was first asked by, so it shows the same rows whatever
 * arrived at the top since; going on keys the next page by the last row shown now, so no row is skipped or shown
 * twice. `total` is page 1's total when the walk left it: the rows of the walk's pages (new rows arrive above
 * every key), so the page numbers stay those of the walk while the card's total grows.
 */
export type HistoryWalk = { page: number; keys: readonly string[]; total: number }

export const HISTORY_WALK_START: HistoryWalk = { page: 1, keys: [], total: 0 }

/** What the pager reads of a page shown: its rows, whether an older page follows, the card's total. */
type ShownHistoryPage = { items: readonly { id: string }[]; older: boolean; total: number }

/** The `before` of the walk's current page (null: the newest page). */
export function walkKey(walk: HistoryWalk): string | null {
  return walk.page === 1 ? null : (walk.keys[walk.page - 2] ?? null)
}

/** One page on from the page `shown` as the walk's current one, keyed by its last row; null on the last page. */
export function walkOn(walk: HistoryWalk, shown: ShownHistoryPage): HistoryWalk | null {
  const last = shown.items.at(-1)
  if (shown.older !== true || last === undefined) return null
  return {
    page: walk.page + 1,
    keys: [...walk.keys.slice(0, walk.page - 1), last.id],
    total: walk.page === 1 ? shown.total : walk.total,
  }
}

/** Back to an earlier page (1 or more): its key kept, so it shows the rows it showed. */
export function walkBack(walk: HistoryWalk, page: number): HistoryWalk {
  return { ...walk, page: Math.max(1, Math.min(Math.trunc(page), walk.page)) }
}

/**
 * The rows the pager counts pages of: on the newest page the card's total; on a keyed page the walk's total, at
 * least one row past this page while an older page follows (a row that came in below a key), and on the last
 * page exactly the rows the walk reached.
 */
export function walkPagerTotal(walk: HistoryWalk, shown: ShownHistoryPage): number {
  if (walk.page === 1) return shown.total
  const above = (walk.page - 1) * PAGE_SIZE
  if (shown.older !== true) return above + shown.items.length
  return Math.max(walk.total, above + PAGE_SIZE + 1)
}
