import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompressPlugin } from './scripts/precompressPlugin.ts'

/**
 * The libraries every page needs before it renders (React, the router, i18n, the query client): one
 * chunk instead of a dozen small shared ones, so `/` makes 8 script requests rather than 14 and the bigger
 * file compresses better (136 KB gzip in all instead of 140). The one part only lazy pages use that comes
 * along is react-query's useMutation (~1 KB).
 */
const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query))[\\/]/

// The server serves apps/web/dist on the same origin; in dev the API is proxied to it.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompressPlugin()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK_MODULES }] },
      },
    },
  },
})
