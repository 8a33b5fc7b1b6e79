import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type ApiSchemaName, apiSchemas } from './apiSchemas'
import { requestSamples, responseSamples } from './samples.fixture'

// Every request and response shape of the API has a valid sample (the server's contract test checks that the
// served document has every route of API.md); each sample holds against its schema as the server uses it.
const responseSchemaNames = Object.keys(responseSamples) as ApiSchemaName[]
const requestSchemaNames = Object.keys(requestSamples) as ApiSchemaName[]
const bodyNames = requestSchemaNames.filter((name) => name.endsWith('Body'))

describe('API schemas and their samples', () => {
  it('name only schemas that exist, as zod schemas', () => {
    expect(responseSchemaNames.length).toBeGreaterThan(40)
    expect(bodyNames.length).toBeGreaterThan(20)
    for (const name of [...responseSchemaNames, ...requestSchemaNames]) {
      expect(apiSchemas[name], name).toBeInstanceOf(z.ZodType)
    }
  })

  it.each(responseSchemaNames)('%s: the sample parses and serialises with z.encode unchanged', (name) => {
    const schema = apiSchemas[name]
    const sample = responseSamples[name as keyof typeof responseSamples]
    const parsed = schema.parse(sample)
    expect(parsed).toEqual(sample)
    // The server serialises with z.encode: a one-way transform in a response schema would throw here.
    expect(z.encode(schema as z.ZodType, parsed)).toEqual(sample)
  })

  it.each(requestSchemaNames)('%s: the sample parses', (name) => {
    const sample = requestSamples[name as keyof typeof requestSamples]
    expect(apiSchemas[name].safeParse(sample).success).toBe(true)
  })

  it.each(bodyNames)('%s rejects an unknown field', (name) => {
    const sample = requestSamples[name as keyof typeof requestSamples] as Record<string, unknown>
    const result = apiSchemas[name].safeParse({ ...sample, isAdmin: true })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys')
  })

  it.each([...requestSchemaNames, ...responseSchemaNames])(
    '%s converts to OpenAPI 3.0 JSON Schema with nothing unrepresentable',
    (name) => {
      const io = name in responseSamples ? 'output' : 'input'
      expect(() =>
        z.toJSONSchema(apiSchemas[name], { io, target: 'openapi-3.0', unrepresentable: 'throw' }),
      ).not.toThrow()
    },
  )
})
