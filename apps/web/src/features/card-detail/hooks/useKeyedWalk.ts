import { PAGE_SIZE } from '@chaincard/domain'
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import {
  HISTORY_WALK_START,
  type HistoryWalk,
  walkBack,
  walkKey,
  walkOn,
  walkPagerTotal,
} from '../utils/historyWalk'

/** What a keyed list answers: its rows (each an `id` the next page is keyed by), `older`, its total. */
type KeyedPage = { items: readonly { id: string }[]; older: boolean; total: number }

/** One page of a card's list: the newest (`before` null) or the rows below the row `before`. */
export type KeyedPageQuery<Page extends KeyedPage, Key extends QueryKey> = (
  cardId: string,
  before: string | null,
) => UseQueryOptions<Page, Error, Page, Key>

/**
 * The current page of a card's list paged by keys (the history, the unsettled purchases), walked as
 * utils/historyWalk.ts says: `goTo(n)` goes back to a page by the key it was read by, or on through the pages
 * between, each keyed by the last row of the one before (the pager reaches up to 4 pages on: as many keyed
 * requests, each the cost of a first page). A walk that meets the last page stops there; one whose page fails to
 * load lands on it, and its query shows the error.
 */
export function useKeyedWalk<Page extends KeyedPage, Key extends QueryKey>(
  cardId: string,
  pageQuery: KeyedPageQuery<Page, Key>,
) {
  const client = useQueryClient()
  const [state, setState] = useState<{ cardId: string; walk: HistoryWalk }>({
    cardId,
    walk: HISTORY_WALK_START,
  })
  // Another card's walk means nothing here: its keys are no rows of this card.
  const walk = state.cardId === cardId ? state.walk : HISTORY_WALK_START
  const query = useQuery(pageQuery(cardId, walkKey(walk)))
  // The newest click wins: a walk still fetching when another starts lands nowhere.
  const latest = useRef(0)

  async function goTo(page: number): Promise<void> {
    const run = ++latest.current
    if (page <= walk.page) {
      setState({ cardId, walk: walkBack(walk, page) })
      return
    }
    // Going on needs the current page's own rows, not the one shown while it loads.
    if (!query.data || query.isPlaceholderData) return
    let at = walk
    let shown: Page = query.data
    let next = walkOn(at, shown)
    while (next) {
      at = next
      if (at.page >= page) break
      try {
        shown = await client.fetchQuery(pageQuery(cardId, walkKey(at)))
      } catch {
        break
      }
      if (run !== latest.current) return
      next = walkOn(at, shown)
    }
    if (run !== latest.current) return
    setState({ cardId, walk: at })
  }

  return {
    query,
    page: walk.page,
    // Without a page (it failed to load), the pages up to this one: the way back stays offered.
    pagerTotal: query.data ? walkPagerTotal(walk, query.data) : (walk.page - 1) * PAGE_SIZE + 1,
    goTo: (page: number) => void goTo(page),
  }
}
