import { NOT_ACTIVATED_STATUSES } from '../constants'
import type { CardStatus } from '../constants/cardStatus'

const orderStatuses: ReadonlySet<CardStatus> = new Set(NOT_ACTIVATED_STATUSES)

/** An order is a card not activated yet: new, pending, application_required, application_processing. */
export function isOrderStatus(status: CardStatus): boolean {
  return orderStatuses.has(status)
}
