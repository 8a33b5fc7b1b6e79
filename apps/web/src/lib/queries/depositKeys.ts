import type { QueryClient } from '@tanstack/react-query'

/** `['cardDeposits', id]`: the card's newest deposits as the deposit page follows them. */
export function cardDepositsKey(id: string) {
  return ['cardDeposits', id] as const
}

/** `['confirmations', hash]`: the confirmations of a reported payment as the waiting dialogs poll them. */
export function confirmationsKey(hash: string) {
  return ['confirmations', hash.toLowerCase()] as const
}

export function invalidateCardDeposits(client: QueryClient, id: string): Promise<void> {
  return client.invalidateQueries({ queryKey: cardDepositsKey(id) })
}

/** Every payment's confirmations: an event names the card, not the payment's hash. */
export function invalidateConfirmations(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ['confirmations'] })
}
