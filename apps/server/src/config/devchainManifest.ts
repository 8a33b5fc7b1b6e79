import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { describeIssues } from './envSchema'

const address = z
  .string()
  .refine((v) => isAddress(v, { strict: false }), 'must be an address')
  .transform((v) => getAddress(v))

const manifestToken = z.object({
  address,
  decimals: z.number().int().min(0).max(36),
  symbol: z.string().min(1),
  name: z.string().min(1),
})

/** The deployment manifest packages/devchain writes to `DATA_DIR/devchain.json`. */
const devchainManifestSchema = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: z.url(),
  tokens: z.record(z.string(), manifestToken),
  weth: address,
  factory: address,
  router: address,
  nft: address.optional(),
})

export type DevchainManifest = z.output<typeof devchainManifestSchema>

const devchainManifestFile = 'devchain.json'

/** Reads and checks the manifest; returns the problems instead of throwing so config can list them all. */
export function readDevchainManifest(
  dataDir: string,
): { manifest: DevchainManifest; problems: [] } | { manifest: undefined; problems: string[] } {
  const path = join(dataDir, devchainManifestFile)
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found' : 'unreadable or not JSON'
    return {
      manifest: undefined,
      problems: [
        `${path}: ${reason} (sandbox mode reads the chain from the manifest packages/devchain writes)`,
      ],
    }
  }
  const parsed = devchainManifestSchema.safeParse(raw)
  if (!parsed.success) return { manifest: undefined, problems: describeIssues(parsed.error, `${path} `) }
  return { manifest: parsed.data, problems: [] }
}
