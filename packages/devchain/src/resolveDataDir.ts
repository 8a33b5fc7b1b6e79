import { join, resolve } from 'node:path'

/** `DATA_DIR` (absolute or relative to the working directory), default `./data`. */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DATA_DIR || 'data')
}

/** `DATA_DIR/devchain.json`: where the sandbox deployment manifest lives by default. */
export function defaultManifestPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(resolveDataDir(env), 'devchain.json')
}

/** `DATA_DIR/anvil-state.json`: anvil's `--state` file by default. */
export function defaultStateFile(env: NodeJS.ProcessEnv = process.env): string {
  return join(resolveDataDir(env), 'anvil-state.json')
}
