import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

const src = resolve(import.meta.dirname, '..')
const featuresDir = join(src, 'features')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

/** Every relative or absolute import of a source file. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '')
}

/** Imports of one feature that reach into another feature or the app shell. */
export function crossFeatureImports(): string[] {
  const problems: string[] = []
  for (const feature of readdirSync(featuresDir)) {
    for (const file of files(join(featuresDir, feature))) {
      for (const spec of imports(file)) {
        if (!spec.startsWith('.')) continue
        const target = relative(src, resolve(file, '..', spec)).split(sep)
        const reachesOtherFeature = target[0] === 'features' && target[1] !== feature
        const reachesApp = target[0] === 'app'
        if (reachesOtherFeature || reachesApp) problems.push(`${relative(src, file)} imports ${spec}`)
      }
    }
  }
  return problems
}

describe('feature boundaries (bulletproof-react)', () => {
  it('no feature imports another feature or the app shell', () => {
    const problems = crossFeatureImports()
    expect(
      problems,
      'Features must not import each other. Share through src/lib (stores, api, paths), src/components/ui, ' +
        'or compose the features in src/app.',
    ).toEqual([])
  })
})
