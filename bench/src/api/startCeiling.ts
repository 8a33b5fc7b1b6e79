import { getFreePort } from '@chaincard/devchain'
import { type Child, spawnTsx, waitFor } from '../lib/childProcesses'

/** Starts the bare Fastify ceiling (`ceilingServer.ts`) on a free port; resolves with its URL once it answers. */
export async function startCeiling(): Promise<{ url: string; process: Child }> {
  const port = await getFreePort()
  const child = spawnTsx('ceiling', 'bench/src/api/ceilingServer.ts', { PORT: String(port) })
  const url = `http://127.0.0.1:${port}/ping`
  await waitFor('the ceiling server', async () => ((await fetch(url)).ok ? true : undefined), {
    timeoutMs: 30_000,
  })
  return { url, process: child }
}
