import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Several server processes share one database, and job locks live in database sessions, only on
    // PostgreSQL: test/process (and the request pool's own test: PGlite has no pool) runs in the PostgreSQL pass of
    // the suite (DATABASE_URL set; CI runs it), never on the embedded database. So does any `*.postgres.test.ts`:
    // a test of what only PostgreSQL has (a second connection's row lock, LISTEN from another instance, a cluster of
    // databases) lives in such a file instead of being skipped on PGlite inside a file that runs on both.
    // The other way round, files that never read the database DATABASE_URL names run once, in the embedded pass:
    // the layer rules read source files, and the PGlite files open PGlite by name whatever DATABASE_URL says, so
    // the PostgreSQL pass would only repeat them (about 45 s of a worker's time).
    exclude: [
      '**/node_modules/**',
      ...(process.env.DATABASE_URL
        ? ['test/layers/**', 'test/db/pglite*.test.ts', 'test/db/initPgliteDataDir.test.ts']
        : ['test/process/**', 'test/db/poolKeepsConnections.test.ts', '**/*.postgres.test.ts']),
    ],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file starts its own database and anvil: keep the 2-core machine from being swamped.
    maxWorkers: 2,
    // Files share their worker's modules (each still opens its own app, database and anvil, and no test
    // mocks a module): the app's import graph (Fastify, viem, drizzle, the Lithic SDK) is loaded once per
    // worker instead of once per file. Measured on PostgreSQL, the whole suite: 300 s, against 620 s isolated
    // (import time 23 s against 435 s).
    isolate: false,
  },
})
