import type { QueryClient } from '@tanstack/react-query'

/**
 * `['cardChallenge', id]`: a root key of its own, not under the card's, so the card's refreshes never pull the
 * challenge along; the challenge feature reads it, live events and an answer refresh it by name.
 */
export function cardChallengeKey(id: string) {
  return ['cardChallenge', id] as const
}

export function invalidateCardChallenge(client: QueryClient, id: string): Promise<void> {
  return client.invalidateQueries({ queryKey: cardChallengeKey(id) })
}
