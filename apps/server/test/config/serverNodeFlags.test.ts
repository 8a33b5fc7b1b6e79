import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import serverNodeFlags from '../../serverNodeFlags.json' with { type: 'json' }

const repoRoot = join(import.meta.dirname, '../../../..')
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8')

/**
 * The server's memory budget was measured with these flags: a launcher that drops one runs a server the bench
 * never measured. Each launcher that spells them out is held to the list; the others import it.
 */
describe('the Node.js flags of the bundled server', () => {
  it('are a non-empty list of V8 flags, and a list for the embedded database after it', () => {
    expect(serverNodeFlags.flags.length).toBeGreaterThan(0)
    expect(serverNodeFlags.pgliteFlags.length).toBeGreaterThan(0)
    for (const flag of [...serverNodeFlags.flags, ...serverNodeFlags.pgliteFlags])
      expect(flag).toMatch(/^--[a-z-]+=\d+$/)
  })

  it("are the Dockerfile's, before the bundle", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1]
    expect(cmd).toBeDefined()
    expect(JSON.parse(cmd!)).toEqual(['node', ...serverNodeFlags.flags, 'apps/server/dist/main.mjs'])
  })

  it("are the server workspace's start script's", () => {
    const scripts = JSON.parse(read('apps/server/package.json')).scripts as Record<string, string>
    expect(scripts.start).toMatch(new RegExp(`node ${serverNodeFlags.flags.join(' ')} dist/main\\.mjs$`))
  })

  it("are given by npm start and the bench, which read the list, with the embedded database's after them", () => {
    const start = read('scripts/start.mjs')
    expect(start).toContain('[...serverNodeFlags.flags, ...pgliteFlags, await bundleServer()]')
    expect(start).toContain('env.DATABASE_URL?.trim() ? [] : serverNodeFlags.pgliteFlags')
    const bench = read('bench/src/sandbox/startServer.ts')
    expect(bench).toContain(
      '...serverNodeFlags.flags,\n      ...(databaseUrl ? [] : serverNodeFlags.pgliteFlags),',
    )
  })
})
