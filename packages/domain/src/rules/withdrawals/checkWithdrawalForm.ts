import { parseUsd } from '../../money/usd'
import { type CheckWithdrawalResult, checkWithdrawal } from './checkWithdrawal'

/** The terms the server answered (`GET /card/{id}/withdrawals`), USD wire strings. */
export type WithdrawalFormTerms = {
  fee: string
  available: string
  dailyLimit: string
  dailyRemaining: string
}

/**
 * The withdrawal form's check of an amount (a canonical decimal string, or null when it does not parse) against
 * the terms the server answered: the same rule the server applies (`checkWithdrawal`), so the form refuses what
 * the server would, with the same refusal and figure. Null: nothing valid typed yet.
 */
export function checkWithdrawalForm(
  amount: string | null,
  terms: WithdrawalFormTerms,
): CheckWithdrawalResult | null {
  if (amount === null || !/^\d+(\.\d+)?$/.test(amount)) return null
  let amountMicro: bigint
  try {
    amountMicro = parseUsd(amount)
  } catch {
    return { ok: false, refusal: 'not_cents', limitMicro: 0n }
  }
  const feeMicro = parseUsd(terms.fee)
  const dailyLimitMicro = parseUsd(terms.dailyLimit)
  return checkWithdrawal({
    amountMicro,
    quotedFeeMicro: feeMicro,
    feeMicro,
    availableMicro: parseUsd(terms.available, { allowNegative: true }),
    dailyLimitMicro,
    withdrawnInWindowMicro: dailyLimitMicro - parseUsd(terms.dailyRemaining),
  })
}
