import type { WalletToken } from '@chaincard/domain'
import type { CardWalletTokenRow } from '../../../db/schema/walletTokens'
import { type CardDataSealer, cardDataContext } from '../../../runtime/cardData/sealCardData'

/** A wallet token on the wire: its activation code while it is pending and the code still valid. */
export function toWalletTokenResponse(
  row: CardWalletTokenRow,
  sealer: CardDataSealer,
  now: Date,
): WalletToken {
  const codeValid =
    row.status === 'pending' &&
    row.activationCodeSealed !== null &&
    row.activationCodeExpiresAt !== null &&
    row.activationCodeExpiresAt > now
  return {
    id: row.id,
    wallet: row.wallet,
    device: row.device,
    status: row.status,
    ...(codeValid
      ? {
          activationCode: sealer.open(row.activationCodeSealed!, cardDataContext.walletCode(row.id)),
          activationCodeExpiresAt: row.activationCodeExpiresAt!.toISOString(),
        }
      : {}),
    addedAt: row.createdAt.toISOString(),
  }
}
