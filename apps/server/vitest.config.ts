import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Several server processes share one database, and job locks live in database sessions, only on
    // PostgreSQL: test/process runs in the PostgreSQL pass of the suite (DATABASE_URL set; CI runs it), never on
    // the embedded database.
    exclude: ['**/node_modules/**', ...(process.env.DATABASE_URL ? [] : ['test/process/**'])],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file starts its own database and anvil: keep the 2-core machine from being swamped.
    maxWorkers: 2,
  },
})
