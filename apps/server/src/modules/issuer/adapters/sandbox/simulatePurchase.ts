import { randomUUID } from 'node:crypto'
import {
  type AuthorizationResponse,
  type PurchaseFacts as PurchaseFactsBody,
  parseUsd,
} from '@chaincard/domain'
import { programPolicyOf } from '../../../../config'
import { availableBalance } from '../../../../ledger'
import { getUserState } from '../../../../runtime/access/getUserState'
import { requireOwnedCard } from '../../../../runtime/access/requireOwnedCard'
import { cardDataContext } from '../../../../runtime/cardData/sealCardData'
import { decideAuthorization } from '../../decideAuthorization'
import { generateOtp, OTP_TTL_MS } from '../../generateOtp'
import { applyInboundEvent } from '../../inbound/applyInboundEvent'
import { handleInboundEvent } from '../../inbound/handleInboundEvent'
import { insertChallengedPurchase } from './repo/sandboxPurchases'
import { requireSandboxCard } from './requireSandboxCard'
import type { SandboxContext } from './SandboxContext'
import { merchantAmountOf, purchaseRequest } from './sandboxEvents'
import { sandboxPurchaseFacts } from './sandboxPurchaseFacts'
import { toAuthorizationResponse } from './toAuthorizationResponse'

export type SimulatePurchaseParameters = {
  cardId: string
  owner: string
  /** USD, 2 decimals, > 0 (validated by the route schema). */
  amount: string
  merchantName: string
  threeDS: boolean
  /** The merchant's own currency and amount in it (the card is billed `amount` USD). */
  merchantCurrency?: string | undefined
  merchantAmount?: string | undefined
  /** USD the issuer holds when more than `amount` (an automated fuel dispenser's estimate). */
  holdAmount?: string | undefined
  /** The terminal takes a partial approval. */
  partialApproval?: boolean | undefined
  /** Merchant category, channel, country, cash, acceptor, address check (`PurchaseFacts`); defaults: a shop's. */
  facts?: Partial<PurchaseFactsBody> | undefined
}

/**
 * Sandbox: a merchant asks to authorize a purchase (`POST /sandbox/cards/{id}/authorizations`). The sandbox
 * card network sends the authorization request to the inbound handler, which decides it as it decides
 * Lithic's. With `threeDS`, a purchase the card could pay is challenged first: a 6-digit code valid 5 minutes
 * (sealed at rest, shown by `GET /card/{id}/3ds`) and the challenge event (shown by `GET /card/{id}/challenge`)
 * go through the handler; the request follows the right code or the owner's approval. A card not issued yet
 * has no card at the issuer: no merchant can reach it (declined, nothing recorded).
 */
export async function simulatePurchase(
  ctx: SandboxContext,
  p: SimulatePurchaseParameters,
): Promise<AuthorizationResponse> {
  const { cardId, owner, amount, merchantName, threeDS } = p
  const card = await requireOwnedCard(ctx.db, cardId, owner)
  requireSandboxCard(ctx, card)
  const amountMicro = parseUsd(amount)
  const merchant = merchantAmountOf(p.merchantCurrency, p.merchantAmount)
  const now = ctx.clock.now()
  const id = randomUUID()
  const cardToken = card.issuerCardId
  if (!cardToken) return { id, status: 'declined', declineReason: 'card_not_active' }
  if (threeDS) {
    const early = decideAuthorization(
      {
        status: card.status,
        expiresAt: card.expiresAt,
        availableMicro: availableBalance(card),
        userState: await getUserState(ctx.db, owner),
      },
      amountMicro,
      now,
    )
    if (early.approved) {
      const otpExpiresAt = new Date(now.getTime() + OTP_TTL_MS)
      await ctx.db.transaction(async (tx) => {
        await insertChallengedPurchase(tx, {
          id,
          cardId: card.id,
          amountMicro,
          merchantName,
          merchantCurrency: merchant?.currency ?? null,
          merchantAmountMinor: merchant?.amountMinor ?? null,
          otpSealed: ctx.sealer.seal(generateOtp(), cardDataContext.otp(id)),
          otpExpiresAt,
          at: now,
        })
        await applyInboundEvent(
          tx,
          {
            kind: 'three_ds_challenge',
            issuer: 'sandbox',
            eventId: `challenge:${id}`,
            cardToken,
            challengeToken: id,
            merchantName,
            // Cents: the amount has at most 2 decimals (the route's schema).
            amountMinor: amountMicro / 10_000n,
            currency: 'USD',
            currencyExponent: 2,
            expiresAt: otpExpiresAt,
          },
          now,
        )
      })
      return { id, status: 'challenge' }
    }
  }
  const result = await handleInboundEvent(
    ctx.db,
    purchaseRequest(
      cardToken,
      { id, amountMicro, merchantName },
      {
        merchant,
        holdMicro: p.holdAmount === undefined ? undefined : parseUsd(p.holdAmount),
        partialApprovalCapable: p.partialApproval,
        facts: sandboxPurchaseFacts(p.facts ?? {}, merchantName, amountMicro),
      },
    ),
    now,
    ctx.config ? programPolicyOf(ctx.config) : undefined,
  )
  return toAuthorizationResponse(id, result.decision)
}
