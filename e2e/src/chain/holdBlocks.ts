import { rpcCall } from '../wallet/rpcRequest'

/**
 * Holds the sandbox chain's block production while `during` runs (anvil interval mining off), so a test can
 * look at a payment with an exact number of confirmations; `mine(n)` adds blocks on demand. Mining resumes at
 * `blockTimeSeconds` afterwards, whatever happens. Other tests on the same chain only wait meanwhile: keep it short.
 */
export async function holdBlocks<T>(
  rpcUrl: string,
  during: (mine: (blocks?: number) => Promise<void>) => Promise<T>,
  blockTimeSeconds = 1,
): Promise<T> {
  await rpcCall(rpcUrl, 'evm_setIntervalMining', [0])
  try {
    return await during(async (blocks = 1) => {
      await rpcCall(rpcUrl, 'anvil_mine', [`0x${blocks.toString(16)}`])
    })
  } finally {
    await rpcCall(rpcUrl, 'evm_setIntervalMining', [blockTimeSeconds])
  }
}
