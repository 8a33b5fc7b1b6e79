import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { Wallet, WalletTokenStatus } from '../../../db/schema/walletTokens'
import type { CardDataSealer } from '../../../runtime/cardData/sealCardData'
import { cardDataContext } from '../../../runtime/cardData/sealCardData'
import { lockEventCard } from '../inbound/repo/lockEventCard'
import { findWalletToken, setActivationCode, upsertWalletToken } from './repo/walletTokens'

/** How long a wallet's activation code is shown (the networks' codes live minutes). */
const ACTIVATION_CODE_TTL_MS = 10 * 60_000

/**
 * The issuer's word on a wallet token (Lithic `tokenization.updated`): its status, wallet and device mirrored
 * (a token of a card that is not ours is ignored: false). With `activationCode` (Lithic
 * `tokenization.two_factor_authentication_code`), the code the wallet asks the person for is kept sealed and
 * shown in the app for `ACTIVATION_CODE_TTL_MS`.
 */
export async function mirrorWalletToken(
  ctx: { db: Db; sealer: CardDataSealer },
  update: {
    issuer: string
    cardToken: string
    issuerToken: string
    wallet: Wallet
    device: string | null
    /** Absent (an activation code only): a token we know keeps its status; a new one is `statusIfNew`. */
    status?: WalletTokenStatus | undefined
    /** Without `status`: the status of a token we did not know (default pending). */
    statusIfNew?: WalletTokenStatus | undefined
    activationCode?: string | undefined
    now: Date
  },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const card = await lockEventCard(tx, update.cardToken)
    if (!card) return false
    const known = update.status ? null : await findWalletToken(tx, update.issuer, update.issuerToken)
    const row =
      known ??
      (await upsertWalletToken(tx, {
        id: randomUUID(),
        cardId: card.id,
        issuer: update.issuer,
        issuerToken: update.issuerToken,
        wallet: update.wallet,
        device: update.device,
        status: update.status ?? update.statusIfNew ?? 'pending',
        now: update.now,
      }))
    if (row.cardId !== card.id) return false
    if (update.activationCode) {
      await setActivationCode(
        tx,
        row.id,
        ctx.sealer.seal(update.activationCode, cardDataContext.walletCode(row.id)),
        new Date(update.now.getTime() + ACTIVATION_CODE_TTL_MS),
      )
    }
    return true
  })
}
