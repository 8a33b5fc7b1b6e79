import { describe, expect, it } from 'vitest'
import { ControlDeclineReason } from '../../schemas/controls'
import { CONTROL_DECLINE_KEYS, controlDeclineMessage } from './controlDeclineMessage'

describe('controlDeclineMessage', () => {
  it('has a key for every reason, in the history reason namespace', () => {
    for (const reason of ControlDeclineReason.options) {
      expect(CONTROL_DECLINE_KEYS[reason]).toBe(`history.reason.${reason}`)
    }
    expect(Object.keys(CONTROL_DECLINE_KEYS).sort()).toEqual([...ControlDeclineReason.options].sort())
  })

  it("fills in the owner's limit, and no figure of the program's", () => {
    expect(
      controlDeclineMessage({ approved: false, reason: 'over_daily_limit', limitMicro: 200_000_000n }),
    ).toEqual({
      key: 'history.reason.over_daily_limit',
      values: { limit: '200.00' },
    })
    expect(
      controlDeclineMessage({ approved: false, reason: 'over_purchase_limit', limitMicro: 50_500_000n }),
    ).toEqual({
      key: 'history.reason.over_purchase_limit',
      values: { limit: '50.50' },
    })
    expect(
      controlDeclineMessage({ approved: false, reason: 'over_monthly_limit', limitMicro: 1_000_000_000n })
        .values,
    ).toEqual({ limit: '1000.00' })
    expect(
      controlDeclineMessage({
        approved: false,
        reason: 'program_policy',
        rule: 'daily_amount',
        limitMicro: 2_500_000_000n,
      }),
    ).toEqual({ key: 'history.reason.program_policy', values: {} })
    expect(controlDeclineMessage({ approved: false, reason: 'channel_off', control: 'online' })).toEqual({
      key: 'history.reason.channel_off',
      values: {},
    })
  })
})
