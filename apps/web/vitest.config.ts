import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Files that replace a module with `vi.mock` (a mock is per module registry, so they need a registry of their own),
// the browser tests (a Chromium each: a fresh registry costs them nothing), the tests on a chain or a server of
// their own (the clients a module keeps must not reach another file's chain), and the sign-in journey, which failed
// after some files in a shared registry (its wallet was never asked to sign).
const ISOLATED = [
  'src/app/ChunkErrorBoundary.test.tsx',
  'src/app/layout/LanguageMenu.chunkError.test.tsx',
  'src/app/layout/LanguageMenu.test.tsx',
  'src/app/routes.chunkError.test.tsx',
  'src/app/signInTarget.test.tsx',
  'src/**/*.browser.test.ts',
  'src/**/*.anvil.test.ts',
  'src/**/*.server.test.ts',
]

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    testTimeout: 30_000,
    css: false,
    // Vitest's default is one worker fewer than the cores: a single worker on CI's 2-core machine, the other
    // core idle through the whole suite (jsdom set-up, imports and renders are CPU work, file after file).
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
      {
        extends: true,
        // One module registry a worker for the rest: each file imported React, the router, TanStack Query, viem and
        // the locales afresh, half the suite's CPU. The setup file puts back what a file may leave behind.
        test: {
          name: 'shared',
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: ISOLATED,
        },
      },
    ],
  },
})
