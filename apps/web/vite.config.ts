import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { firstLoadGroup } from './scripts/firstLoadChunk.ts'
import { minifyServiceWorkerPlugin } from './scripts/minifyServiceWorker.ts'
import { precompressPlugin } from './scripts/precompressPlugin.ts'

// The server serves apps/web/dist on the same origin; in dev the API is proxied to it.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompressPlugin(), minifyServiceWorkerPlugin()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // The browsers of the es2022 target preload modules natively; the polyfill was 1 KB of the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything `/` runs before it renders in one chunk (see firstLoadGroup).
        codeSplitting: { groups: [firstLoadGroup(import.meta.dirname)] },
      },
    },
  },
})
