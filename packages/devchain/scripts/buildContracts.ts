import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileContracts } from '../src/contracts/compileContracts'
import { serializeArtifact } from '../src/contracts/serializeArtifact'

// Compiles packages/devchain/contracts/*.sol and writes artifacts/<Name>.json. The artifacts are committed
// so that nothing compiles at test or start time; test/artifacts.test.ts checks they are up to date.
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const artifactsDir = join(packageDir, 'artifacts')

const started = performance.now()
const artifacts = compileContracts({ contractsDir: join(packageDir, 'contracts') })
mkdirSync(artifactsDir, { recursive: true })
for (const file of readdirSync(artifactsDir)) {
  if (file.endsWith('.json')) rmSync(join(artifactsDir, file))
}
for (const artifact of Object.values(artifacts)) {
  writeFileSync(join(artifactsDir, `${artifact.contractName}.json`), serializeArtifact(artifact))
}
const names = Object.keys(artifacts).sort().join(', ')
console.log(
  `Wrote ${Object.keys(artifacts).length} artifacts (${names}) in ${Math.round(performance.now() - started)} ms`,
)
