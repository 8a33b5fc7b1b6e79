import type { CardStatus, DisplayState } from '../constants/cardStatus'

export type GetDisplayStateParameters = { status: CardStatus; expired: boolean }

/**
 * Label of a card (SPEC section 4). Expired wins over everything (an expired card is shown as expired
 * whatever its status), then suspended, locked; active and waiting_to_get are activated; the order
 * statuses (new, pending, application_required, application_processing) are not activated.
 */
export function getDisplayState({ status, expired }: GetDisplayStateParameters): DisplayState {
  if (expired) return 'expired'
  switch (status) {
    case 'suspended':
      return 'suspended'
    case 'locked':
      return 'locked'
    case 'active':
    case 'waiting_to_get':
      return 'activated'
    case 'new':
    case 'pending':
    case 'application_required':
    case 'application_processing':
      return 'not_activated'
  }
}
