import { describe, expect, it } from 'vitest'
import { apiPath, MissingPathParamError } from './apiPath'

describe('apiPath', () => {
  it('fills and encodes path parameters', () => {
    expect(apiPath('/api/card/:id', { id: 'abc' })).toBe('/api/card/abc')
    expect(apiPath('/api/order/:id/pay/cancel', { id: 'a/b?c' })).toBe('/api/order/a%2Fb%3Fc/pay/cancel')
    expect(apiPath('/api/card', {})).toBe('/api/card')
  })

  it('throws a named error for a missing or empty parameter', () => {
    expect(() => apiPath('/api/card/:id', { id: '' })).toThrow(MissingPathParamError)
    try {
      apiPath('/api/card/:id', {} as { id: string })
    } catch (error) {
      expect(error).toBeInstanceOf(MissingPathParamError)
      expect((error as MissingPathParamError).name).toBe('MissingPathParamError')
      expect((error as MissingPathParamError).shortMessage).toContain('"id"')
      return
    }
    throw new Error('apiPath did not throw')
  })
})
