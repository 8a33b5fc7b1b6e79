// Bad input must come back as a failed parse (400), never as an exception (500): zod runs refinements after a
// failed check, so a refinement that assumes a valid value could throw. Every schema, every leaf, junk values.
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { apiSchemas } from './apiSchemas'
import { requestSamples, responseSamples } from './samples.fixture'

const JUNK: unknown[] = [
  null,
  undefined,
  true,
  0,
  -1,
  1.5,
  Number.NaN,
  '',
  ' ',
  '1.5',
  '-1',
  '1e400',
  '0x',
  'x'.repeat(300),
  '9'.repeat(100),
  [],
  {},
  { __proto__: { polluted: true } },
]

/** Every path to a leaf of a JSON-like sample, the root included. */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return [path, ...value.flatMap((item, index) => leafPaths(item, [...path, index]))]
  if (value !== null && typeof value === 'object') {
    return [path, ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]))]
  }
  return [path]
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path as [string | number, ...(string | number)[]]
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >
  copy[head] = replaceAt(copy[head], rest, replacement)
  return copy
}

const samples = { ...responseSamples, ...requestSamples } as Record<string, unknown>

describe('no schema throws on bad input', () => {
  it.each(Object.keys(apiSchemas))('%s', (name) => {
    const schema = (apiSchemas as Record<string, z.ZodType>)[name]!
    const sample = samples[name]
    const paths = sample === undefined ? [[]] : leafPaths(sample)
    for (const path of paths) {
      for (const junk of JUNK) {
        const input = sample === undefined ? junk : replaceAt(sample, path, junk)
        expect(() => schema.safeParse(input), `${name} at ${path.join('.')} = ${String(junk)}`).not.toThrow()
      }
    }
  })
})
