import type { ApiClient } from './ApiClient'
import type { ApiCard } from './types'

/** Polls GET /card/{id} until `done` holds (the watcher, the issuer and settlement run in the background). */
export async function waitForCard(
  api: ApiClient,
  id: string,
  done: (card: ApiCard) => boolean,
  timeoutMs = 30_000,
): Promise<ApiCard> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const card = await api.get<ApiCard>(`/card/${id}`)
    if (done(card)) return card
    if (Date.now() > deadline) {
      throw new Error(
        `Card ${id} did not reach the expected state in ${timeoutMs} ms (last: ${card.status}).`,
      )
    }
    await new Promise((r) => setTimeout(r, 500))
  }
}
