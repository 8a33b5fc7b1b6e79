import type { WalletName } from '@chaincard/domain'

/**
 * A wallet's own name, the same in every language (brand names are not translated); `null` for a wallet the
 * issuer does not name, said in words by the page (`wallets.other`).
 */
export function walletBrand(wallet: WalletName): string | null {
  switch (wallet) {
    case 'apple_pay':
      return 'Apple Pay'
    case 'google_pay':
      return 'Google Pay'
    case 'samsung_pay':
      return 'Samsung Pay'
    case 'other':
      return null
  }
}
