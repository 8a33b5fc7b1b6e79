import { mkdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { rpcCall } from '../wallet/rpcRequest'

const STALE_LOCK_MS = 90_000

/** One hold at a time across parallel workers: another hold's resume (or its blocks) would move this one's chain. */
async function withChainLock<T>(rpcUrl: string, run: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `chaincard-e2e-hold-${new URL(rpcUrl).port}`)
  const deadline = Date.now() + 2 * STALE_LOCK_MS
  for (;;) {
    try {
      await mkdir(lock)
      break
    } catch {
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      )
      if (age > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true })
      if (Date.now() > deadline) throw new Error(`The chain hold lock ${lock} was not released.`)
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  try {
    return await run()
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}

/**
 * Holds the sandbox chain's block production while `during` runs (anvil interval mining off), so a test can
 * look at a payment with an exact number of confirmations; `mine(n)` adds blocks on demand. Mining resumes at
 * `blockTimeSeconds` afterwards, whatever happens. Holds from parallel workers take turns; other tests' transactions
 * only wait meanwhile: keep it short.
 */
export async function holdBlocks<T>(
  rpcUrl: string,
  during: (mine: (blocks?: number) => Promise<void>) => Promise<T>,
  blockTimeSeconds = 1,
): Promise<T> {
  return withChainLock(rpcUrl, async () => {
    await rpcCall(rpcUrl, 'evm_setIntervalMining', [0])
    try {
      return await during(async (blocks = 1) => {
        await rpcCall(rpcUrl, 'anvil_mine', [`0x${blocks.toString(16)}`])
      })
    } finally {
      await rpcCall(rpcUrl, 'evm_setIntervalMining', [blockTimeSeconds])
    }
  })
}
