import { describe, expect, test } from 'vitest'
import { SLIPPAGE_DEFAULT } from '../constants/topup'
import { validateSlippage } from './validateSlippage'

describe('validateSlippage (SPEC section 5)', () => {
  test.each([
    ['0.1', '0.1'],
    ['50', '50'],
    ['50.00', '50'],
    ['0.10', '0.1'],
    ['12.34', '12.34'],
    ['1', '1'],
    [' 5 ', '5'],
    ['.5', '0.5'],
    ['5.', '5'],
  ])('accepts %j as %j', (input, value) => {
    expect(validateSlippage(input)).toEqual({ ok: true, value })
  })

  test('default is valid', () => {
    expect(validateSlippage(SLIPPAGE_DEFAULT)).toEqual({ ok: true, value: '0.1' })
  })

  test.each(['', '   '])('empty %j -> slippage-invalid', (input) => {
    expect(validateSlippage(input)).toEqual({ ok: false, error: 'slippage-invalid' })
  })

  test.each(['abc', '1e1', '1.2.3', '0x10', '1,5', 'NaN', '--1', '.'])(
    'non-numeric %j -> slippage-numeric',
    (input) => {
      expect(validateSlippage(input)).toEqual({ ok: false, error: 'slippage-numeric' })
    },
  )

  test.each(['0.09', '50.01', '0', '-1', '0.099999', '50.000001', '100', '0.01'])(
    'out of range %j -> slippage-overflow',
    (input) => {
      expect(validateSlippage(input)).toEqual({ ok: false, error: 'slippage-overflow' })
    },
  )

  test('finer than the 0.01 step -> slippage-numeric', () => {
    expect(validateSlippage('0.125')).toEqual({ ok: false, error: 'slippage-numeric' })
    expect(validateSlippage('49.999')).toEqual({ ok: false, error: 'slippage-numeric' })
    expect(validateSlippage('10.500')).toEqual({ ok: true, value: '10.5' })
  })
})
