import { type CardStatus, NOT_ACTIVATED_STATUSES } from '@chaincard/domain'

const orderStatuses: ReadonlySet<CardStatus> = new Set(NOT_ACTIVATED_STATUSES)

/** An order is a card not activated yet: new, pending, application_required, application_processing. */
export function isOrderStatus(status: CardStatus): boolean {
  return orderStatuses.has(status)
}
