import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

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
  },
})
