import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverRoot } from '../../src/serverRoot'

/** Every test file of the suite, by path under apps/server. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path)
    return entry.name.endsWith('.test.ts') ? [path] : []
  })
}

// The suite runs with `isolate: false` (vitest.config.ts): test files share their worker's modules. A module
// mock, a stubbed global or environment variable, or fake timers left behind would leak into the next file.
describe('test files that share modules', () => {
  it('mock no module, stub no global or environment variable, and fake no timers', () => {
    const files = ['src', 'test'].flatMap((dir) => testFiles(join(serverRoot, dir)))
    expect(files.length).toBeGreaterThan(100)
    const forbidden = ['vi.mock(', 'vi.doMock(', 'vi.stubGlobal(', 'vi.stubEnv(', 'vi.useFakeTimers(']
    const offenders = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8')
      return forbidden
        .filter((call) => source.includes(call) && !file.endsWith('sharedModules.test.ts'))
        .map((call) => `${relative(serverRoot, file)}: ${call}`)
    })
    expect(offenders).toEqual([])
  })
})
