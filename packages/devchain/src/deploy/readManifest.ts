import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { defaultManifestPath } from '../resolveDataDir'
import { InvalidManifestError, ManifestNotFoundError } from './errors'
import { type Manifest, manifestSchema } from './manifest'

export type ReadManifestParameters = { manifestPath?: string }

/** Reads and validates the manifest written by `deploySandbox` (default `DATA_DIR/devchain.json`). */
export async function readManifest({
  manifestPath = defaultManifestPath(),
}: ReadManifestParameters = {}): Promise<Manifest> {
  let text: string
  try {
    text = await readFile(manifestPath, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ManifestNotFoundError(manifestPath)
    throw error
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new InvalidManifestError(manifestPath, 'not JSON', { cause: error })
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) {
    throw new InvalidManifestError(manifestPath, z.prettifyError(parsed.error), { cause: parsed.error })
  }
  return parsed.data
}
