import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { testMnemonic } from './testChain'

/** The i-th funded anvil dev account (0-9). */
export function testAccount(index: number): HDAccount {
  return mnemonicToAccount(testMnemonic, { addressIndex: index })
}
