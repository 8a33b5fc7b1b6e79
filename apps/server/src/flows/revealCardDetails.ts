import {
  CARD_REVEAL_MESSAGE_TTL_MS,
  type CardRevealResponse,
  cardRevealStatement,
  formatExpiry,
  getCardDetailsAccess,
} from '@chaincard/domain'
import type { Address, Hex } from 'viem'
import { AppError } from '../errors'
import { lockCard } from '../ledger'
import { checkFreshSignature, useFreshSignatureNonce } from '../modules/auth'
import { recordCardReveal, requireReveal } from '../modules/cards'
import { cardImageDataUrl } from '../modules/issuer'
import { loadOwnerView } from '../runtime/access/loadOwnerView'
import { requireOwnedCard } from '../runtime/access/requireOwnedCard'
import type { AppContext } from '../runtime/appContext'

export type RevealCardDetailsParameters = {
  cardId: string
  /** The session's address, EIP-55. */
  owner: Address
  /** The session row's id (its public id is recorded with the reveal). */
  sessionId: string
  /** The browser's hashed pre-auth cookie (the nonce's). */
  client: string | undefined
  message: string
  signature: Hex
}

/**
 * `POST /card/{id}/reveal`: an active or locked card's number, expiry and CVV shown again after
 * the first showing, behind a fresh wallet signature: a Sign-In message of this site by the owner, whose
 * statement names this card (`cardRevealStatement`), with a new nonce, valid at most 5 minutes. In one
 * transaction under the card's row lock: the card is checked again, the nonce used, the reveal recorded
 * (card, session, nonce, time) and the hourly limit kept (`CARD_REVEALS_PER_HOUR`). Then the issuer shows
 * it: Lithic, a single-use embed session (60 s, recorded before it is asked for: a lost answer may still
 * have minted one); the sandbox, its rendered details. Refusals change nothing: another person's card 404,
 * a card with nothing to reveal 409, a bad signature 400, over the limit 429. Never logged or cached.
 */
export async function revealCardDetails(
  ctx: AppContext,
  p: RevealCardDetailsParameters,
): Promise<CardRevealResponse> {
  const owner = p.owner.toLowerCase()
  const card = await requireOwnedCard(ctx.db, p.cardId, owner)
  const now = ctx.clock.now()
  const { userState } = await loadOwnerView(ctx.db, owner)
  requireReveal(getCardDetailsAccess(card, userState, now))
  if (!card.issuerCardId)
    throw new AppError('invalid_action', 'invalid action: the card has no details to show')
  const { nonce, client } = await checkFreshSignature({
    db: ctx.db,
    chains: ctx.chains,
    publicOrigin: ctx.config.publicOrigin,
    now,
    address: p.owner,
    client: p.client,
    message: p.message,
    signature: p.signature,
    statement: cardRevealStatement(card.id),
    maxValidityMs: CARD_REVEAL_MESSAGE_TTL_MS,
  })
  await ctx.db.transaction(async (tx) => {
    const locked = await lockCard(tx, card.id)
    if (!locked) throw new AppError('not_found', 'not found: no such card')
    requireReveal(getCardDetailsAccess(locked, userState, now))
    await useFreshSignatureNonce(tx, { nonce, address: owner, client, now })
    await recordCardReveal(tx, { cardId: card.id, sessionId: p.sessionId, kind: 'reveal', nonce, now })
  })
  const view = await ctx.issuer.getCardView(card, now)
  if (view.kind === 'embed') {
    return { kind: 'embed', frames: view.frames, expiresAt: view.expiresAt.toISOString() }
  }
  const { details } = view
  return {
    kind: 'details',
    img: cardImageDataUrl({
      ...details,
      program: card.program,
      holderName: (await loadOwnerView(ctx.db, owner)).displayName,
    }),
    number: details.pan,
    expiry: formatExpiry(details.expiresAt),
    cvv: details.cvv,
  }
}
