import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Real anvil processes and a real solc-js compile: give them room on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
