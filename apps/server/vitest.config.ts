import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file starts its own database and anvil: keep the 2-core machine from being swamped.
    maxWorkers: 2,
  },
})
