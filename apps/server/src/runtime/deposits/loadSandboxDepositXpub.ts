import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { HDKey } from '@scure/bip32'
import { generateMnemonic, mnemonicToSeedSync, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { DepositKeyError } from './DepositKeyError'

export const SANDBOX_MNEMONIC_FILE = 'deposit-mnemonic'

/** Account-level xpub (m/44'/60'/0') of a BIP-39 mnemonic. */
export function mnemonicToAccountXpub(mnemonic: string): string {
  const master = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic))
  return master.derive("m/44'/60'/0'").publicExtendedKey
}

/**
 * Sandbox only: reads DATA_DIR/deposit-mnemonic, creating it (mode 0600) the first time, and returns the
 * account xpub. Creation is atomic (write a temp file, hard-link it into place): two processes starting at
 * once end up with the same mnemonic. The mnemonic itself never leaves this function.
 */
export function loadSandboxDepositXpub(dataDir: string): string {
  const path = join(dataDir, SANDBOX_MNEMONIC_FILE)
  mkdirSync(dataDir, { recursive: true })
  const existing = readIfExists(path)
  if (existing === undefined) {
    const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(temp, `${generateMnemonic(wordlist, 128)}\n`, { mode: 0o600, flag: 'wx' })
    try {
      linkSync(temp, path)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    } finally {
      unlinkSync(temp)
    }
  }
  const mnemonic = (readIfExists(path) ?? '').trim()
  if (!validateMnemonic(mnemonic, wordlist)) {
    throw new DepositKeyError(`${path} does not hold a valid BIP-39 mnemonic`)
  }
  return mnemonicToAccountXpub(mnemonic)
}

function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}
