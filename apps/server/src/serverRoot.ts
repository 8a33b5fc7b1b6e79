import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The directory of the server package (`apps/server`), found by walking up from this module: the same from the
 * sources (tsx, vitest) and from the bundle `npm start` runs (`apps/server/dist/main.mjs`), so files the server
 * reads at run time (SQL migrations, the PGlite worker script, the web build) are found from either.
 */
export const serverRoot: string = (() => {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@chaincard/server')
      return dir
    const parent = dirname(dir)
    if (parent === dir)
      throw new Error(`no @chaincard/server package.json above ${fileURLToPath(import.meta.url)}`)
    dir = parent
  }
})()
