import { randomUUID } from 'node:crypto'
import { type AuthorizationResponse, parseUsd } from '@chaincard/domain'
import { requireOwnedCard } from '../../../../runtime/access/requireOwnedCard'
import { handleInboundEvent } from '../../inbound/handleInboundEvent'
import { requireSandboxCard } from './requireSandboxCard'
import type { SandboxContext } from './SandboxContext'
import { merchantAmountOf } from './sandboxEvents'
import { toAuthorizationResponse } from './toAuthorizationResponse'

export type SimulateCreditParameters = {
  cardId: string
  owner: string
  /** USD, 2 decimals, > 0 (validated by the route schema). */
  amount: string
  merchantName: string
  merchantCurrency?: string | undefined
  merchantAmount?: string | undefined
}

/**
 * Sandbox: a merchant announces a credit to the card (`POST /sandbox/cards/{id}/credits`, a credit
 * authorization, e.g. a refund the merchant starts): the sandbox network sends it to the inbound handler,
 * which accepts it as a pending credit of the card; it reaches the balance when the merchant clears it
 * (`capture`), or never when it is reversed or expires.
 */
export async function simulateCredit(
  ctx: SandboxContext,
  p: SimulateCreditParameters,
): Promise<AuthorizationResponse> {
  const card = await requireOwnedCard(ctx.db, p.cardId, p.owner)
  requireSandboxCard(ctx, card)
  const id = randomUUID()
  if (!card.issuerCardId) return { id, status: 'declined', declineReason: 'card_not_active' }
  const merchant = merchantAmountOf(p.merchantCurrency, p.merchantAmount)
  const result = await handleInboundEvent(
    ctx.db,
    {
      kind: 'authorization_request',
      issuer: 'sandbox',
      eventId: `credit:${id}`,
      cardToken: card.issuerCardId,
      transactionToken: id,
      purpose: 'credit',
      amountMicro: parseUsd(p.amount),
      ...(merchant ? { merchant } : {}),
      merchantName: p.merchantName,
    },
    ctx.clock.now(),
  )
  return toAuthorizationResponse(id, result.decision)
}
