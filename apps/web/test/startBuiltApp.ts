import { join } from 'node:path'
import { type Browser, chromium } from 'playwright-core'
import { build, preview } from 'vite'

const CHROMIUM = '/usr/bin/chromium'

export type BuiltApp = {
  origin: string
  browser: Browser
  /** The build it serves: `buildDir`, or the test runner's shared build (`SHARED_WEB_BUILD_ENV`). */
  buildDir: string
  close: () => Promise<void>
}

/**
 * Set by `scripts/test.mjs`: a production build of the current web source it made just before the web suite and
 * the journeys, which serve it instead of each building the same app again (six builds in a run before).
 */
const SHARED_WEB_BUILD_ENV = 'CHAINCARD_WEB_BUILD'

/**
 * The web app as users get it, for browser tests: built with Vite in production mode into `buildDir` (vitest
 * sets NODE_ENV=test, which Vite would keep: React's production build is what users run), served by Vite's
 * preview on 127.0.0.1 from `firstPort` on, and Debian's Chromium launched headless with the project's flags.
 * Under `npm test` the runner's shared build is served instead, and `buildDir` is not written.
 */
export async function startBuiltApp({
  webRoot,
  buildDir,
  firstPort,
}: {
  webRoot: string
  buildDir: string
  firstPort: number
}): Promise<BuiltApp> {
  const configFile = join(webRoot, 'vite.config.ts')
  const shared = process.env[SHARED_WEB_BUILD_ENV]
  const outDir = shared || buildDir
  if (!shared) {
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      await build({
        root: webRoot,
        configFile,
        logLevel: 'error',
        mode: 'production',
        build: { outDir, emptyOutDir: true },
      })
    } finally {
      process.env.NODE_ENV = nodeEnv
    }
  }
  const server = await preview({
    root: webRoot,
    configFile,
    logLevel: 'error',
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port: firstPort + Math.floor(Math.random() * 500),
      strictPort: false,
      proxy: {},
    },
  })
  const origin = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '')
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  return {
    origin,
    browser,
    buildDir: outDir,
    close: async () => {
      await browser.close()
      await server.close()
    },
  }
}
