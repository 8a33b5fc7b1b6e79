// Rebuilds the web app into a running sandbox's web folder (the server reads it from disk on each request).
import { buildWebApp } from '../src/sandbox/startSandbox'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: tsx e2e/scripts/rebuildWeb.ts <web folder printed by the sandbox script>')
  process.exit(1)
}
buildWebApp(dir)
console.log(`rebuilt ${dir}`)
