import type { Executor } from '../../db'
import type { CardRow } from '../../db/schema/cards'
import { AppError } from '../../errors'
import { findOwnedCard } from './findOwnedCard'

/** The caller's card or order, else 404 `not_found` (the same answer for unknown and for others' ids). */
export async function requireOwnedCard(db: Executor, id: string, owner: string): Promise<CardRow> {
  const card = await findOwnedCard(db, id, owner)
  if (!card) throw new AppError('not_found', 'not found: no such card')
  return card
}
