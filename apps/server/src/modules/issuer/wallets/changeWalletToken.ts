import {
  type WalletTokenParams,
  walletTokenRefusalDetails,
  walletTokenRefusalMessage,
} from '@chaincard/domain'
import type { WalletTokenStatus } from '../../../db/schema/walletTokens'
import { AppError } from '../../../errors'
import { requireOwnedCard } from '../../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../../runtime/appContext'
import { IssuerUnavailableError } from '../../../runtime/issuerErrors'
import { findCardWalletToken, moveWalletToken } from './repo/walletTokens'

/** What each owner's action needs the token to be, and makes it. */
const MOVES: Record<WalletTokenParams['action'], { from: WalletTokenStatus[]; to: WalletTokenStatus }> = {
  pause: { from: ['active'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  remove: { from: ['pending', 'active', 'paused'], to: 'removed' },
}

/**
 * `POST /card/{id}/wallets/{tokenId}/{action}`: the owner pauses, resumes or removes a wallet token of their
 * card. Recorded first (a conditional move: of two, one wins), then sent to the issuer; an issuer that does not
 * take it moves it back and answers 503. A token of a locked card is not resumed (unlock the card first).
 * Unknown or others' cards and tokens: 404; a token not in a state the action takes: 409.
 */
export async function changeWalletToken(
  ctx: AppContext,
  owner: string,
  params: WalletTokenParams,
): Promise<void> {
  const card = await requireOwnedCard(ctx.db, params.id, owner)
  const token = await findCardWalletToken(ctx.db, card.id, params.tokenId)
  if (!token) throw new AppError('not_found', 'not found: no such wallet token on this card')
  if (params.action === 'resume' && card.status !== 'active') {
    const refusal = { kind: 'unlock_first' } as const
    throw new AppError('invalid_action', walletTokenRefusalMessage(refusal), {
      details: walletTokenRefusalDetails(refusal),
    })
  }
  const move = MOVES[params.action]
  if (!(await moveWalletToken(ctx.db, token.id, move.from, move.to, ctx.clock.now()))) {
    throw new AppError(
      'invalid_action',
      walletTokenRefusalMessage({ kind: 'in_status', status: token.status }),
      { details: walletTokenRefusalDetails({ kind: 'in_status', status: token.status }) },
    )
  }
  try {
    await ctx.issuer.changeWalletToken(token.issuerToken, params.action)
  } catch (error) {
    await moveWalletToken(ctx.db, token.id, [move.to], token.status, ctx.clock.now())
    if (error instanceof IssuerUnavailableError) {
      throw new AppError(
        'upstream_unavailable',
        'upstream unavailable: the card issuer did not take the change',
        {
          cause: error,
        },
      )
    }
    throw error
  }
}
