import {
  type CardControls,
  type CardControlsBody,
  formatUsd,
  type ProgramPolicy,
  parseUsd,
  validateCardControls,
} from '@chaincard/domain'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import { writeCardControls } from './repo/writeCardControls'
import { toCardControls } from './toCardControls'

const LIMIT_NAMES = {
  'limits.perPurchase': "the program's daily amount",
  'limits.daily': "the program's daily amount",
  'limits.monthly': "the program's monthly amount",
} as const

/**
 * `PUT /card/{id}/controls`: stores the owner's controls (the body already checked by `CardControlsBody`:
 * categories, countries, amounts) and answers them as stored. A limit above the program's is 400
 * `validation_failed` naming the field and the most it may be; someone else's card is 404.
 */
export async function putCardControls(
  db: Db,
  input: { cardId: string; owner: string; body: CardControlsBody; policy: ProgramPolicy; now: Date },
): Promise<CardControls> {
  const { body, policy } = input
  const checked = validateCardControls(body, policy)
  if (!checked.ok) {
    const [first] = checked.refusals
    const refusal = first!
    throw new AppError(
      'validation_failed',
      `body.${refusal.field}: must be at most ${formatUsd(refusal.maxMicro, 'down')} USD, ${LIMIT_NAMES[refusal.field]}`,
      { field: refusal.field },
    )
  }
  const micro = (limit: string | null) => (limit === null ? null : parseUsd(limit))
  const row = await writeCardControls(
    db,
    input.cardId,
    input.owner,
    {
      perPurchaseMicro: micro(body.limits.perPurchase),
      dailyMicro: micro(body.limits.daily),
      monthlyMicro: micro(body.limits.monthly),
      blockedCategories: [...body.blockedCategories],
      online: body.channels.online,
      inStore: body.channels.inStore,
      atm: body.channels.atm,
      countries: body.countries === null ? null : [...body.countries],
      merchantLock: body.merchantLock,
    },
    input.now,
  )
  if (!row) throw new AppError('not_found', 'not found: no such card')
  return toCardControls(row)
}
