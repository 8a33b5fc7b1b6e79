import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Manifest } from './manifest'

/** Writes the manifest atomically (temp file + rename): a reader never sees half a file. */
export async function writeManifest(manifestPath: string, manifest: Manifest): Promise<void> {
  await mkdir(dirname(manifestPath), { recursive: true })
  const temp = `${manifestPath}.${process.pid}.tmp`
  await writeFile(temp, `${JSON.stringify(manifest, null, 2)}\n`)
  await rename(temp, manifestPath)
}
