import { describe, expect, it } from 'vitest'
import {
  isWithdrawalOpen,
  OPEN_WITHDRAWAL_STATUSES,
  transitionWithdrawal,
  WITHDRAWAL_STATUSES,
  type WithdrawalAction,
} from './transitionWithdrawal'
import { withdrawalTokenAmount } from './withdrawalTokenAmount'

describe('transitionWithdrawal', () => {
  it('every status and action: open ones move on, paid and failed are final, only a failure returns money', () => {
    const actions: WithdrawalAction[] = ['send', 'pay', 'fail']
    const table = Object.fromEntries(
      WITHDRAWAL_STATUSES.map((status) => [
        status,
        Object.fromEntries(actions.map((action) => [action, transitionWithdrawal(status, action)])),
      ]),
    )
    expect(table).toEqual({
      requested: {
        send: { ok: true, status: 'sending', returnsMoney: false },
        pay: { ok: true, status: 'paid', returnsMoney: false },
        fail: { ok: true, status: 'failed', returnsMoney: true },
      },
      sending: {
        send: { ok: false, status: 'sending' },
        pay: { ok: true, status: 'paid', returnsMoney: false },
        fail: { ok: true, status: 'failed', returnsMoney: true },
      },
      paid: {
        send: { ok: false, status: 'paid' },
        pay: { ok: false, status: 'paid' },
        fail: { ok: false, status: 'paid' },
      },
      failed: {
        send: { ok: false, status: 'failed' },
        pay: { ok: false, status: 'failed' },
        fail: { ok: false, status: 'failed' },
      },
    })
    expect(WITHDRAWAL_STATUSES.filter(isWithdrawalOpen)).toEqual(['requested', 'sending'])
    // Open is read off the machine: the statuses a failure still gives the money back from.
    expect(OPEN_WITHDRAWAL_STATUSES).toEqual(
      WITHDRAWAL_STATUSES.filter((status) => {
        const failed = transitionWithdrawal(status, 'fail')
        return failed.ok && failed.returnsMoney
      }),
    )
  })

  it("pays 1:1 in the stablecoin's base units", () => {
    expect(withdrawalTokenAmount(12_340_000n, 6)).toBe(12_340_000n)
    expect(withdrawalTokenAmount(12_340_000n, 18)).toBe(12_340_000_000_000_000_000n)
    expect(withdrawalTokenAmount(12_345_678n, 2)).toBe(1_234n)
  })
})
