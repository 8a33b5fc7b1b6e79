import { DEFAULT_PROGRAM_POLICY, HealthResponse, programPolicyView } from '@chaincard/domain'
import { describe, expect, it } from 'vitest'
import { responseSerializerCompiler } from './responseSerializerCompiler'

const compile = (validate: boolean) =>
  responseSerializerCompiler(validate)({
    schema: HealthResponse,
    method: 'GET',
    url: '/api/health',
    httpStatus: '200',
  })

describe('responseSerializerCompiler', () => {
  const valid = {
    status: 'ok',
    db: 'ok',
    chains: { '137': 'ok' },
    watchers: {},
    issuer: { name: 'sandbox', state: 'ok', policy: programPolicyView(DEFAULT_PROGRAM_POLICY) },
  }

  it('writes the same JSON for a valid answer, validating or not', () => {
    expect(compile(true)(valid)).toBe(JSON.stringify(valid))
    expect(compile(false)(valid)).toBe(JSON.stringify(valid))
  })

  it('validating: an answer that breaks its schema throws (a 500); not validating: it is written as is', () => {
    const broken = { ...valid, status: 'fine' }
    expect(() => compile(true)(broken)).toThrow()
    expect(compile(false)(broken)).toBe(JSON.stringify(broken))
  })
})
