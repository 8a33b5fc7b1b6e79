import { defineConfig } from 'vitest/config'

// Each workspace has its own vitest config; this root file only lets `npx vitest` find them.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
})
