import { type ExcessMoveRefusal, formatUsd } from '@chaincard/domain'
import { AppError } from '../../errors'

/** The answer to each reason an excess cannot move (or be refunded) as asked, with the figures it was checked against. */
export function refuseExcessMove(
  refusal: ExcessMoveRefusal,
  figures: { movableMicro: bigint; targetRoomMicro?: bigint | null },
): AppError {
  const movable = formatUsd(figures.movableMicro, 'down')
  switch (refusal) {
    case 'not_cents':
      return new AppError('validation_failed', 'amount must be whole cents')
    case 'nothing_to_move':
      return new AppError(
        'over_movable_excess',
        'invalid action: nothing over the card maximum can be moved now (only money whose block is final can)',
      )
    case 'over_movable_excess':
      return new AppError(
        'over_movable_excess',
        `invalid action: at most ${movable} USD over the maximum can move now`,
      )
    case 'over_card_maximum': {
      const room = formatUsd(figures.targetRoomMicro ?? 0n, 'down')
      return new AppError(
        'over_card_maximum',
        `invalid action: the target card can take at most ${room} USD more`,
      )
    }
  }
}
