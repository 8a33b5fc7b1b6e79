import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

/** anvil's default mnemonic: public, for the sandbox chain only. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

export const DEV_ACCOUNT_COUNT = 10

/** The 10 anvil dev accounts (`m/44'/60'/0'/0/<i>`, i = 0..9) as viem local accounts. Account 0 deploys. */
export function devAccounts(): HDAccount[] {
  return Array.from({ length: DEV_ACCOUNT_COUNT }, (_, addressIndex) =>
    mnemonicToAccount(DEV_MNEMONIC, { addressIndex }),
  )
}
