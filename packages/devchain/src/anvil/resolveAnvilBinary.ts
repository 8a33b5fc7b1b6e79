import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

const PLATFORM_PACKAGES: Record<string, string | undefined> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

export type AnvilCommand = { command: string; args: string[] }

/**
 * The command that runs node_modules' anvil: the platform binary of `@foundry-rs/anvil` when installed
 * (no wrapper process, signals reach anvil directly), else the package's `bin.mjs` through node.
 */
export function resolveAnvilBinary(): AnvilCommand {
  const platformPackage = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`]
  if (platformPackage) {
    const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
    try {
      const path = require.resolve(`${platformPackage}/bin/${binary}`)
      if (existsSync(path)) return { command: path, args: [] }
    } catch {
      // not installed for this platform: fall back to the wrapper below
    }
  }
  const wrapper = require.resolve('@foundry-rs/anvil/bin.mjs')
  return { command: process.execPath, args: [wrapper] }
}
