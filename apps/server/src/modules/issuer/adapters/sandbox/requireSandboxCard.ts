import type { CardRow } from '../../../../db/schema/cards'
import { AppError } from '../../../../errors'
import { getBoundGateway } from '../../issuerRegistry'
import type { SandboxContext } from './SandboxContext'

/** The prefix of the sandbox issuer's card tokens (`createSandboxGateway`). */
export const SANDBOX_CARD_TOKEN_PREFIX = 'sbx_'

/**
 * The sandbox merchant simulator plays only cards of the sandbox issuer: a card another issuer (Lithic)
 * issued moves money only through that issuer's own events, never through a simulated purchase. 409
 * `invalid_action` naming the card's issuer otherwise; a card not issued yet passes (the simulator declines
 * it as not active).
 */
export function requireSandboxCard(ctx: SandboxContext, card: Pick<CardRow, 'issuerCardId'>): void {
  const gateway = getBoundGateway(ctx.db)
  const token = card.issuerCardId
  if (gateway.name === 'sandbox' && (token === null || token.startsWith(SANDBOX_CARD_TOKEN_PREFIX))) return
  throw new AppError(
    'invalid_action',
    `invalid action: the sandbox merchant simulator plays only cards of the sandbox issuer; this card is issued by ${gateway.name === 'sandbox' ? 'another issuer' : gateway.name}`,
  )
}
