import { startAnvil } from './anvil/startAnvil'
import { deploySandbox } from './deploy/deploySandbox'
import { defaultManifestPath, defaultStateFile } from './resolveDataDir'

// Sandbox chain for development: `npm start -w @chaincard/devchain` (or `tsx src/cli.ts`).
// Env: DATA_DIR (default ./data), ANVIL_PORT (default 8545), ANVIL_BLOCK_TIME (seconds, default 2; 0 =
// automine only), ANVIL_LOGS=1 to show anvil's own output. Runs until SIGINT/SIGTERM, then stops anvil,
// which writes DATA_DIR/anvil-state.json; the next start loads it and the deployment is kept.

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a non-negative integer, got "${raw}"`)
  return Number(raw)
}

async function main(): Promise<void> {
  const port = intFromEnv('ANVIL_PORT', 8545)
  const blockTime = intFromEnv('ANVIL_BLOCK_TIME', 2)
  const stateFile = defaultStateFile()
  const manifestPath = defaultManifestPath()

  const anvil = await startAnvil({
    port,
    stateFile,
    stateInterval: 30,
    blockTime: blockTime === 0 ? false : blockTime,
    silent: process.env.ANVIL_LOGS !== '1',
  })
  let stopping = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: stopping anvil (saving state to ${stateFile})`)
    try {
      await anvil.stop()
      process.exit(0)
    } catch (error) {
      console.error(error)
      process.exit(1)
    }
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)

  try {
    const manifest = await deploySandbox({ rpcUrl: anvil.rpcUrl, manifestPath })
    console.log(
      `Sandbox chain ${manifest.chainId} at ${anvil.rpcUrl} (block time ${blockTime || 'automine'})`,
    )
    console.log(`Manifest: ${manifestPath}`)
    console.log('Ready. Ctrl-C to stop.')
  } catch (error) {
    console.error(error)
    await anvil.stop().catch(() => undefined)
    process.exit(1)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
