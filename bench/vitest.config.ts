import { defineConfig } from 'vitest/config'

// Unit tests of the bench's own logic (tables, medians, bundle sums, the watcher output); `npm run bench` measures.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], environment: 'node' },
})
