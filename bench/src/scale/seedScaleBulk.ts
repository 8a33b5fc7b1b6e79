import { loadavg } from 'node:os'
import { round } from '../lib/stats'
import { seedScaleCards } from './seedScaleCards'

/**
 * Cards 1..`cards` of the program's bulk (`seedScaleCards`), in batches of `batch`, `workers` batches at a time,
 * each on a connection of its own. One batch keeps one PostgreSQL backend at a whole core, so batches one after the
 * other left the machine's other core idle for the seed's half hour (100,000 cards on 2 cores: 97 s one at a time, 57 s two).
 * Batches touch disjoint rows (their own cards, and the owners of their odd cards), so they never wait on each other.
 * Returns the seed's wall time in seconds.
 */
export async function seedScaleBulk(
  databaseUrl: string,
  { cards, batch, workers }: { cards: number; batch: number; workers: number },
  log: (line: string) => void,
): Promise<number> {
  const started = performance.now()
  let next = 1
  let failed = false
  const worker = async () => {
    while (next <= cards && !failed) {
      const from = next
      next += batch
      try {
        const seeded = await seedScaleCards(databaseUrl, from, Math.min(cards, from + batch - 1))
        log(
          `scale: cards ${seeded.from.toLocaleString('en')}-${seeded.to.toLocaleString('en')} seeded in ${round(seeded.seconds)} s (load ${round(loadavg()[0] ?? 0, 2)})`,
        )
      } catch (error) {
        // The other workers stop after the batch they are in: the seed failed either way.
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, workers) }, worker))
  return (performance.now() - started) / 1000
}
