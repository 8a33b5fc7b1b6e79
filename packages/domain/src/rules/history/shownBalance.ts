import { divideRounded } from '../../money/rounding'

const MICRO_PER_CENT = 10_000n

/** Micro-USD rounded down (toward minus infinity) to whole cents: a balance is never shown above what it is. */
export function floorToCent(micro: bigint): bigint {
  return (divideRounded(micro, MICRO_PER_CENT, 'down') ?? 0n) * MICRO_PER_CENT
}

/**
 * A running balance as shown: the exact balance after the row (micro-USD) rounded down to the cent once, and
 * the row's change as the difference of the shown balances before and after it. So the shown column adds up to
 * the cent however many sub-cent credits (a top-up net of fees: 24.955) it holds, where rounding each change
 * on its own drifts a cent every second such row.
 */
export function shownBalance(
  afterMicro: bigint,
  changeMicro: bigint,
): { afterMicro: bigint; changeMicro: bigint } {
  const after = floorToCent(afterMicro)
  return { afterMicro: after, changeMicro: after - floorToCent(afterMicro - changeMicro) }
}
