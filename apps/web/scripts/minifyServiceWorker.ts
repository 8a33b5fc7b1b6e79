import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { minify, type Plugin } from 'vite'

/**
 * Minifies the service worker (public/sw.js, copied as it is) in the build: Chromium fetches it on every first
 * load of `/` (registered after the load event), and its comments and indentation were a third of its bytes.
 */
export function minifyServiceWorkerPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'chaincard:minify-sw',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    writeBundle: {
      order: 'pre',
      async handler(options) {
        const path = resolve(root, options.dir ?? 'dist', 'sw.js')
        const result = await minify('sw.js', await readFile(path, 'utf8'), { compress: true, mangle: true })
        if (result.errors.length > 0)
          throw new Error(`sw.js: ${result.errors.map((e) => e.message).join('; ')}`)
        await writeFile(path, result.code)
      },
    },
  }
}
