#!/usr/bin/env node
// Bundles the server (apps/server/src/main.ts and the workspace packages it imports) into one JavaScript file,
// apps/server/dist/main.mjs, which `npm start` and `npm run bench` run with plain `node`. npm packages stay
// external (loaded from node_modules as usual). Running the TypeScript sources through tsx instead cost about
// 75 MB of the server's RSS (Node runs the loader's hooks in a thread of their own that transforms and keeps
// every module; measured 198 MB vs 125 MB after importing the app). Takes about a second; run on every start.
import { resolve } from 'node:path'
import { build } from 'esbuild'

const root = resolve(import.meta.dirname, '..')
export const serverBundle = resolve(root, 'apps/server/dist/main.mjs')
/** The operator CLI (`npm run ops` in development), bundled the same way for production hosts without tsx. */
export const opsBundle = resolve(root, 'apps/server/dist/ops.mjs')
/**
 * The statement pool's worker (piscina loads it in each worker thread): next to main.mjs, where the bundled
 * server looks for it (`createStatementRenderPool`).
 */
export const statementWorkerBundle = resolve(root, 'apps/server/dist/statementWorker.mjs')

/** npm packages whose entry is a JSON file (bundled, not imported at run time). */
const JSON_PACKAGES = ['@uniswap/default-token-list']

/** Builds apps/server/dist/main.mjs, dist/ops.mjs, dist/statementWorker.mjs (with linked source maps) and resolves to the server's path. */
export async function bundleServer() {
  await build({
    entryPoints: {
      main: resolve(root, 'apps/server/src/main.ts'),
      ops: resolve(root, 'apps/server/src/ops/cli.ts'),
      statementWorker: resolve(root, 'apps/server/src/modules/statements/renderStatementWorker.ts'),
    },
    outdir: resolve(root, 'apps/server/dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.13',
    sourcemap: 'linked',
    keepNames: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(builder) {
          // Bare imports are npm packages (external) or this repository's workspace packages (bundled: their
          // package.json points at TypeScript sources). Packages that are JSON data are bundled too: Node 20
          // and later refuse to import JSON without an import attribute (the token lists of packages/domain).
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@chaincard/') || JSON_PACKAGES.includes(args.path)
              ? undefined
              : { path: args.path, external: true },
          )
        },
      },
    ],
  })
  return serverBundle
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await bundleServer()
  // One line per file; the bench reads the server's path from the first (`built <path>`).
  console.log(`built ${serverBundle}\nbuilt ${opsBundle}\nbuilt ${statementWorkerBundle}`)
}
