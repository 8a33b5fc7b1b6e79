import { formatUsd, type WithdrawalRefusal, type WithdrawalStatus } from '@chaincard/domain'
import { AppError } from '../../errors'

const SENTENCES: Record<WithdrawalRefusal, string> = {
  below_minimum: 'the amount is below the minimum withdrawal',
  not_cents: 'the amount must be whole cents',
  over_available: "the amount and the fee are more than the card's available balance",
  over_daily_limit: 'the amount is more than what is left of the daily withdrawal limit',
  fee_changed: 'the withdrawal fee has changed; look at the new fee and ask again',
  card_state: "this card's money cannot be withdrawn now",
}

/** A withdrawal refused as asked: 409 `withdrawal_refused`, its refusal and the figure that applies. */
export function refuseWithdrawal(refusal: WithdrawalRefusal, limitMicro?: bigint): AppError {
  return new AppError('withdrawal_refused', `invalid action: ${SENTENCES[refusal]}`, {
    details: {
      kind: 'withdrawal',
      refusal,
      ...(limitMicro !== undefined && refusal !== 'not_cents' && refusal !== 'card_state'
        ? { limit: formatUsd(limitMicro, refusal === 'fee_changed' ? 'up' : 'down') }
        : {}),
    },
  })
}

/** A withdrawal already paid or failed: 409 `withdrawal_closed`, naming its status. */
export function withdrawalClosed(status: WithdrawalStatus): AppError {
  return new AppError('withdrawal_closed', `invalid action: the withdrawal is ${status} already`, {
    details: { kind: 'payout', refusal: 'not_open', status },
  })
}
