/** The parts of the API's answers (API.md) the tests read. Money is a decimal string, never a number. */
type CardStatus =
  | 'new'
  | 'pending'
  | 'application_required'
  | 'application_processing'
  | 'waiting_to_get'
  | 'active'
  | 'locked'
  | 'suspended'

export type ApiCard = {
  id: string
  number: string
  status: CardStatus
  balance: string
  pendingTopup: string
  balanceUpper: string | null
}

export type ApiOrder = ApiCard & { address: `0x${string}`; orderCurrency: string }

export type CardList = {
  cards: ApiCard[]
  orders: ApiOrder[]
  leftCount: number
  cardProducts: { id: string }[]
}

export type Authorization = {
  id: string
  status: 'approved' | 'declined' | 'challenge'
  declineReason?: string
}
