/** Past its `expiresAt` (orders have none and never expire). */
export function isCardExpired(card: { expiresAt: Date | null }, now: Date): boolean {
  return card.expiresAt !== null && card.expiresAt.getTime() <= now.getTime()
}
