import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: a single worker on CI's 2-core machine.
    maxWorkers: 2,
  },
})
