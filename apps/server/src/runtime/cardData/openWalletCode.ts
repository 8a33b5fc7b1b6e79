import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { cardWalletTokens, type Wallet } from '../../db/schema/walletTokens'
import { type CardDataSealer, cardDataContext } from './sealCardData'

/** A wallet's own name, the same in every language; null for a wallet the issuer does not name. */
export function walletBrand(wallet: Wallet): string | null {
  switch (wallet) {
    case 'apple_pay':
      return 'Apple Pay'
    case 'google_pay':
      return 'Google Pay'
    case 'samsung_pay':
      return 'Samsung Pay'
    default:
      return null
  }
}

/** A wallet token's activation code, opened to be sent: the code, its wallet and device, when it expires. */
export type WalletCode = { code: string; wallet: Wallet; device: string | null; expiresAt: Date }

/**
 * The activation code of wallet token `tokenId` for a notification about it (Web Push, e-mail), opened
 * only while the card page would show it: the token still pending and the code set and unexpired at `now`.
 * Null otherwise (an expired, cleared or used code notifies nobody). The code never goes into a log or a row.
 */
export async function openWalletCode(
  ctx: { db: Db; sealer: CardDataSealer },
  tokenId: string,
  now: Date,
): Promise<WalletCode | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(tokenId)) return null
  const [row] = await ctx.db
    .select({
      status: cardWalletTokens.status,
      wallet: cardWalletTokens.wallet,
      device: cardWalletTokens.device,
      sealed: cardWalletTokens.activationCodeSealed,
      expiresAt: cardWalletTokens.activationCodeExpiresAt,
    })
    .from(cardWalletTokens)
    .where(eq(cardWalletTokens.id, tokenId))
  if (row?.status !== 'pending' || !row.sealed || !row.expiresAt || row.expiresAt <= now) return null
  return {
    code: ctx.sealer.open(row.sealed, cardDataContext.walletCode(tokenId)),
    wallet: row.wallet,
    device: row.device,
    expiresAt: row.expiresAt,
  }
}
