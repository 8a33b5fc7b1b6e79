import type { KnipConfig } from 'knip'

// knip: unused files, exports and dependencies in every workspace. Part of `npm run lint` (and so
// of CI): a file, export or dependency nothing uses fails it.
// Entries knip finds itself, not repeated here: package.json scripts and `exports` (tsx scripts, devchain's
// src/index.ts and batchPay.ts), vite (index.html -> src/main.tsx, vite.config.ts), vitest (test files, setup
// files), Playwright (e2e/tests, globalSetup).
const config: KnipConfig = {
  workspaces: {
    '.': {
      // scripts/*.mjs: `npm start`, `npm test` and the server bundler they use.
      entry: ['scripts/*.mjs'],
      project: ['scripts/**/*.mjs', '*.ts'],
      // apps/server's `lint:layers` script runs depcruise (hoisted from the root); invisible while the
      // server workspace is ignored.
    },
    'apps/web': {
      // The service worker is served as a static file and registered by URL (`/sw.js`), never imported.
      entry: ['public/sw.js'],
      project: ['src/**/*.{ts,tsx,css}', 'test/**/*.{ts,tsx}', 'scripts/**/*.ts', 'public/**/*.js'],
      // An optional peer dependency of @wagmi/connectors (wagmi's dependency), which imports it dynamically
      // in the WalletConnect connector (features/wallet/api/addWalletConnect.ts). Optional peers are not
      // installed for us, so the app lists it; no file of ours imports it by name.
      ignoreDependencies: ['@walletconnect/ethereum-provider'],
    },
    e2e: {
      project: ['**/*.ts'],
    },
    bench: {
      // Run on their own (bench/README.md) or spawned by the bench as child processes (spawnTsx with a path).
      entry: [
        'src/burst.ts',
        'src/openPayments.ts',
        'src/api/ceilingServer.ts',
        'src/issuer/floodClients.ts',
        'watcher/run.ts',
      ],
      project: ['**/*.ts'],
    },
    'packages/devchain': {
      project: ['**/*.ts'],
      // Imported by the Solidity sources (contracts/*.sol), compiled with solc-js from node_modules.
      ignoreDependencies: ['@openzeppelin/contracts'],
    },
    'apps/server': {
      // main.ts is bundled by scripts/bundleServer.mjs (npm start; ops/cli.ts is the `ops` script's entry); the
      // PGlite worker thread is started by path (new Worker(...)), never imported; so is the statement pool's
      // worker (piscina loads it by path in each thread).
      entry: [
        'src/main.ts',
        'src/db/pglite/pgliteWorker.mjs',
        'src/modules/statements/renderStatementWorker.ts',
      ],
      project: ['src/**/*.{ts,mjs}', 'test/**/*.ts', '*.ts'],
      // The contract test runs the redocly CLI by its path in node_modules/.bin, never imports it.
      ignoreDependencies: ['@redocly/cli'],
      // Generated from the served OpenAPI document (whole, as openapi-typescript writes it).
      ignore: ['test/contract/api.generated.ts'],
    },
    'packages/domain': {
      project: ['**/*.ts'],
    },
  },
}

export default config
