import { PAGE_SIZE, type TransactionListResponse } from '@chaincard/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { cardHistoryPageQuery } from '../../../lib/queries/cardHistoryQuery'
import {
  HISTORY_WALK_START,
  type HistoryWalk,
  walkBack,
  walkKey,
  walkOn,
  walkPagerTotal,
} from '../utils/historyWalk'

/**
 * The card history's current page, walked by keys (utils/historyWalk.ts): `goTo(n)` goes back to a page by the
 * key it was read by, or on through the pages between, each keyed by the last row of the one before (the pager
 * reaches up to 4 pages on: as many keyed requests, each the cost of a first page). A walk that meets the last
 * page stops there; one whose page fails to load lands on it, and its query shows the error.
 */
export function useHistoryWalk(cardId: string) {
  const client = useQueryClient()
  const [state, setState] = useState<{ cardId: string; walk: HistoryWalk }>({
    cardId,
    walk: HISTORY_WALK_START,
  })
  // Another card's walk means nothing here: its keys are no rows of this card.
  const walk = state.cardId === cardId ? state.walk : HISTORY_WALK_START
  const query = useQuery(cardHistoryPageQuery(cardId, walkKey(walk)))
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
    let shown: TransactionListResponse = query.data
    let next = walkOn(at, shown)
    while (next) {
      at = next
      if (at.page >= page) break
      try {
        shown = await client.fetchQuery(cardHistoryPageQuery(cardId, walkKey(at)))
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
