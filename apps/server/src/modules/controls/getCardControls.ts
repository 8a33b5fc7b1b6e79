import type { CardControls } from '@chaincard/domain'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import { readOwnedCardControls } from './repo/readOwnedCardControls'
import { toCardControls } from './toCardControls'

/** `GET /card/{id}/controls`: the owner's card's controls (someone else's card and an unknown one: 404). */
export async function getCardControls(db: Db, cardId: string, owner: string): Promise<CardControls> {
  const read = await readOwnedCardControls(db, cardId, owner)
  if (!read.found) throw new AppError('not_found', 'not found: no such card')
  return toCardControls(read.row)
}
