import { randomUUID } from 'node:crypto'
import type { SandboxTokenizationBody, WalletToken } from '@chaincard/domain'
import { AppError } from '../../../errors'
import { requireOwnedCard } from '../../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../../runtime/appContext'
import { decideWalletTokenization } from './decideWalletTokenization'
import { mirrorWalletToken } from './mirrorWalletToken'
import { findWalletToken } from './repo/walletTokens'
import { toWalletTokenResponse } from './toWalletTokenResponse'

/**
 * `POST /sandbox/cards/{id}/tokenizations`: a wallet asks the sandbox issuer to add the owner's card, decided
 * as Lithic's tokenization decisioning is (`decideWalletTokenization`); an approved token becomes active at
 * once (the sandbox's wallet needs no activation code). Answers the token as the card lists it.
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
  const request = {
    issuer: 'sandbox',
    cardToken: card.issuerCardId,
    issuerToken,
    wallet: body.wallet,
    device: body.device,
    now,
  }
  const { decision } = await decideWalletTokenization(ctx.db, request)
  if (decision === 'approve') await mirrorWalletToken(ctx, { ...request, status: 'active' })
  const row = await findWalletToken(ctx.db, 'sandbox', issuerToken)
  if (!row) throw new Error('the sandbox token vanished')
  return toWalletTokenResponse(row, ctx.sealer, ctx.clock.now())
}
