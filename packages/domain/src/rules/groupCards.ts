import { ACTIVATED_STATUSES, type CardStatus, NOT_ACTIVATED_STATUSES } from '../constants/cardStatus'

export type GroupableCard = { id: string; status: CardStatus; expired: boolean }

export type CardGroups<T extends GroupableCard> = {
  /** Orders and any unexpired card still in an order status (new, pending, application_*). */
  notActivated: T[]
  /** Unexpired cards that are active, waiting to get, or locked. */
  activated: T[]
  /** Every expired card or order, whatever its status. */
  expired: T[]
  /** Unexpired suspended cards. */
  suspended: T[]
}

const activated: ReadonlySet<CardStatus> = new Set(ACTIVATED_STATUSES)
const notActivated: ReadonlySet<CardStatus> = new Set(NOT_ACTIVATED_STATUSES)

/**
 * Card list groups (SPEC section 2 "Card list"). Each item lands in exactly one group; an id present in
 * both lists is taken once (the `cards` entry wins, it is the fresher view). Input order is kept.
 */
export function groupCards<T extends GroupableCard>(
  cards: readonly T[],
  orders: readonly T[] = [],
): CardGroups<T> {
  const groups: CardGroups<T> = { notActivated: [], activated: [], expired: [], suspended: [] }
  const cardIds = new Set(cards.map((card) => card.id))
  const all = [...orders.filter((order) => !cardIds.has(order.id)), ...cards]
  for (const item of all) {
    if (item.expired) groups.expired.push(item)
    else if (item.status === 'suspended') groups.suspended.push(item)
    else if (activated.has(item.status)) groups.activated.push(item)
    else if (notActivated.has(item.status)) groups.notActivated.push(item)
  }
  return groups
}
