import { CARD_REVEALS_PER_HOUR } from '@chaincard/domain'
import type { Executor } from '../../db'
import { AppError } from '../../errors'
import { countCardRevealsSince, insertCardReveal } from './repo/insertCardReveal'

const HOUR_MS = 60 * 60_000

/**
 * Records a showing of a card's details (a reveal, or an issuer embed session of the first showing) in the caller's transaction, which holds the card's row lock
 * (ledger `lockCard`), so two reveals of one card count one after the other. Refused with 429 `reveal_limit`
 * when the card's details were shown `CARD_REVEALS_PER_HOUR` times in the last hour; 401 when the session
 * ended meanwhile. The caller's transaction rolls back on either.
 */
export async function recordCardReveal(
  tx: Executor,
  p: { cardId: string; sessionId: string; kind: 'first_showing' | 'reveal'; nonce: string | null; now: Date },
): Promise<void> {
  const recent = await countCardRevealsSince(tx, p.cardId, new Date(p.now.getTime() - HOUR_MS))
  if (recent >= CARD_REVEALS_PER_HOUR) {
    throw new AppError(
      'reveal_limit',
      `too many requests: this card's details were shown ${CARD_REVEALS_PER_HOUR} times in the last hour`,
    )
  }
  if (!(await insertCardReveal(tx, p))) throw new AppError('unauthorized', 'unauthorized: the session ended')
}
