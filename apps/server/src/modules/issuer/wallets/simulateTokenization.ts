import { randomUUID } from 'node:crypto'
import type { SandboxTokenizationBody, WalletDecisioningInfo, WalletToken } from '@chaincard/domain'
import { AppError } from '../../../errors'
import { requireOwnedCard } from '../../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../../runtime/appContext'
import { generateOtp } from '../generateOtp'
import { decideWalletTokenization } from './decideWalletTokenization'
import { mirrorWalletToken } from './mirrorWalletToken'
import { recordPushProvision } from './repo/stepUpFacts'
import { findWalletToken } from './repo/walletTokens'
import { toWalletTokenResponse } from './toWalletTokenResponse'

/** The sandbox wallet's recommendation as the networks word it (Lithic `wallet_decisioning_info`). */
const RECOMMENDATIONS: Record<'green' | 'yellow' | 'red', WalletDecisioningInfo> = {
  green: { recommendedDecision: 'APPROVE', accountScore: '5', deviceScore: '5' },
  yellow: { recommendedDecision: 'REQUIRE_ADDITIONAL_AUTHENTICATION', accountScore: '3', deviceScore: '3' },
  red: { recommendedDecision: 'DECLINE', accountScore: '1', deviceScore: '1' },
}

/**
 * `POST /sandbox/cards/{id}/tokenizations`: the signed-in owner pushes the card from our app into the sandbox's
 * wallet, which asks the sandbox issuer to add it, decided as Lithic's tokenization decisioning is
 * (`decideWalletTokenization`) with the wallet's recommendation the body names (default green). Approved: the
 * token becomes active at once. Verify the person (yellow): the token waits with an activation code, shown on
 * the card page and sent as Lithic's two-factor code is. Red or a card that may not be used: declined. Answers the
 * token as the card lists it.
 */
export async function simulateTokenization(
  ctx: AppContext,
  cardId: string,
  owner: string,
  body: SandboxTokenizationBody,
): Promise<WalletToken> {
  const card = await requireOwnedCard(ctx.db, cardId, owner)
  if (!card.issuerCardId) throw new AppError('invalid_action', 'invalid action: the card was not issued')
  const issuerToken = `sbx_tok_${randomUUID()}`
  const now = ctx.clock.now()
  await recordPushProvision(ctx.db, { id: randomUUID(), cardId: card.id, wallet: body.wallet, now })
  const request = {
    issuer: 'sandbox',
    cardToken: card.issuerCardId,
    issuerToken,
    wallet: body.wallet,
    device: body.device,
    now,
  }
  const { step } = await decideWalletTokenization(ctx.db, {
    ...request,
    source: 'PUSH_PROVISION',
    info: RECOMMENDATIONS[body.recommendation ?? 'green'],
  })
  if (step.decision === 'APPROVE') await mirrorWalletToken(ctx, { ...request, status: 'active' })
  if (step.decision === 'AUTHENTICATE') {
    await mirrorWalletToken(ctx, { ...request, activationCode: generateOtp() })
  }
  const row = await findWalletToken(ctx.db, 'sandbox', issuerToken)
  if (!row) throw new Error('the sandbox token vanished')
  return toWalletTokenResponse(row, ctx.sealer, ctx.clock.now())
}
