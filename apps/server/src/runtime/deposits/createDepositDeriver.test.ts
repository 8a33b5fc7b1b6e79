import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { mnemonicToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { createDepositDeriver } from './createDepositDeriver'
import { DepositKeyError } from './DepositKeyError'
import { mnemonicToAccountXpub, SANDBOX_MNEMONIC_FILE } from './loadSandboxDepositXpub'

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

const dirs: string[] = []
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'deposits-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('createDepositDeriver', () => {
  it('derives m/44h/60h/0h/0/n from an account xpub (anvil dev accounts as known vectors)', () => {
    const deriver = createDepositDeriver({
      mode: 'production',
      dataDir: '/nonexistent',
      depositXpub: mnemonicToAccountXpub(ANVIL_MNEMONIC),
    })
    expect(deriver.addressAt(0)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(deriver.addressAt(1)).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(deriver.addressAt(9)).toBe('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720')
  })

  it('matches viem mnemonicToAccount for many indexes, including large ones', () => {
    const deriver = createDepositDeriver({
      mode: 'production',
      dataDir: '/nonexistent',
      depositXpub: mnemonicToAccountXpub(ANVIL_MNEMONIC),
    })
    for (const index of [2, 3, 17, 100, 1234, 65_537, 2 ** 31 - 1]) {
      expect(deriver.addressAt(index)).toBe(
        mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }).address,
      )
    }
  })

  it('refuses keys that are not an account-level xpub', () => {
    const master = HDKey.fromMasterSeed(mnemonicToSeedSync(ANVIL_MNEMONIC))
    const base = { mode: 'production' as const, dataDir: '/nonexistent' }
    expect(() => createDepositDeriver({ ...base, depositXpub: master.publicExtendedKey })).toThrow(/depth 0/)
    expect(() =>
      createDepositDeriver({ ...base, depositXpub: master.derive("m/44'/60'/0'/0").publicExtendedKey }),
    ).toThrow(/depth 4/)
    expect(() =>
      createDepositDeriver({ ...base, depositXpub: master.derive("m/44'/60'/0'").privateExtendedKey }),
    ).toThrow(/never a private key/)
    expect(() => createDepositDeriver({ ...base, depositXpub: 'xpub-garbage' })).toThrow(DepositKeyError)
    expect(() => createDepositDeriver(base)).toThrow(/DEPOSIT_XPUB is required/)
  })

  it('refuses bad indexes', () => {
    const deriver = createDepositDeriver({
      mode: 'production',
      dataDir: '/nonexistent',
      depositXpub: mnemonicToAccountXpub(ANVIL_MNEMONIC),
    })
    expect(() => deriver.addressAt(-1)).toThrow(RangeError)
    expect(() => deriver.addressAt(1.5)).toThrow(RangeError)
    expect(() => deriver.addressAt(2 ** 31)).toThrow(RangeError)
  })

  it('sandbox: creates one 0600 mnemonic in DATA_DIR and keeps using it', () => {
    const dataDir = tempDir()
    const first = createDepositDeriver({ mode: 'sandbox', dataDir })
    const path = join(dataDir, SANDBOX_MNEMONIC_FILE)
    expect(statSync(path).mode & 0o777).toBe(0o600)
    const mnemonic = readFileSync(path, 'utf8').trim()
    expect(mnemonic.split(' ')).toHaveLength(12)
    const second = createDepositDeriver({ mode: 'sandbox', dataDir })
    expect(second.addressAt(5)).toBe(first.addressAt(5))
    expect(first.addressAt(5)).toBe(mnemonicToAccount(mnemonic, { addressIndex: 5 }).address)
    expect(first.addressAt(0)).not.toBe(first.addressAt(1))
    // another data dir: another key
    expect(createDepositDeriver({ mode: 'sandbox', dataDir: tempDir() }).addressAt(0)).not.toBe(
      first.addressAt(0),
    )
  })

  it('sandbox: an explicit DEPOSIT_XPUB wins over the generated mnemonic; a corrupt file is refused', () => {
    const dataDir = tempDir()
    const deriver = createDepositDeriver({
      mode: 'sandbox',
      dataDir,
      depositXpub: mnemonicToAccountXpub(ANVIL_MNEMONIC),
    })
    expect(deriver.addressAt(0)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const bad = tempDir()
    writeFileSync(join(bad, SANDBOX_MNEMONIC_FILE), 'not a mnemonic\n')
    expect(() => createDepositDeriver({ mode: 'sandbox', dataDir: bad })).toThrow(/valid BIP-39/)
  })
})
