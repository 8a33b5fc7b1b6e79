import { randomUUID } from 'node:crypto'
import type { WalletProvisionBody, WalletProvisionResponse } from '@chaincard/domain'
import { AppError } from '../../../errors'
import { requireOwnedCard } from '../../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../../runtime/appContext'
import { IssuerUnavailableError } from '../../../runtime/issuerErrors'
import { recordPushProvision } from './repo/stepUpFacts'

/**
 * `POST /card/{id}/wallets/provision` (push provisioning): the issuer's activation data for the wallet that
 * asked (Lithic `cards.provision` in an app, `cards.webProvision` on the web), for the owner's active card, when
 * the program enables it (WALLET_PUSH_PROVISIONING=on: it needs the wallets' entitlements). Off: 409. A card
 * not active (locked, suspended, not taken yet): 409. The answer is never cached or logged. The push is recorded:
 * the wallet's request that follows may be approved without a code (`decideWalletTokenization`).
 */
export async function provisionWallet(
  ctx: AppContext,
  cardId: string,
  owner: string,
  body: WalletProvisionBody,
): Promise<WalletProvisionResponse> {
  if (!ctx.config.walletPushProvisioning) {
    throw new AppError(
      'invalid_action',
      'invalid action: adding the card to a wallet from the app is not enabled',
    )
  }
  const card = await requireOwnedCard(ctx.db, cardId, owner)
  if (card.status !== 'active') {
    throw new AppError('invalid_action', 'invalid action: only an active card can be added to a wallet')
  }
  if (
    body.channel === 'app' &&
    body.wallet === 'apple_pay' &&
    !(body.certificate && body.nonce && body.nonceSignature)
  ) {
    throw new AppError(
      'validation_failed',
      'certificate, nonce, nonceSignature: required for Apple Pay in an app',
    )
  }
  try {
    const payload = await ctx.issuer.provisionWallet(card, body)
    // The wallet's request that follows is known to be this push from our app, not typed card details.
    await recordPushProvision(ctx.db, {
      id: randomUUID(),
      cardId: card.id,
      wallet: body.wallet,
      now: ctx.clock.now(),
    })
    return { wallet: body.wallet, channel: body.channel, payload }
  } catch (error) {
    if (error instanceof IssuerUnavailableError) {
      throw new AppError(
        'upstream_unavailable',
        'upstream unavailable: the card issuer did not provision the card',
        {
          cause: error,
        },
      )
    }
    throw error
  }
}
