import { CARD_REVEAL_MESSAGE_TTL_MS, type CardRevealResponse, cardRevealStatement } from '@chaincard/domain'
import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { beginSignature } from '../../../lib/api/beginSignature'
import { send } from '../../../lib/api/send'
import { getWalletBridge } from '../../../lib/wallet/walletStore'

/** The wallet refused to sign the reveal: the details stay hidden, nothing else changes (no sign-out). */
export class RevealSignatureRefusedError extends Error {
  override readonly name = 'RevealSignatureRefusedError'
  constructor(options?: ErrorOptions) {
    super('the wallet did not sign the card details request', options)
  }
}

type BuildCardRevealMessageParameters = {
  cardId: string
  address: string
  chainId: number
  nonce: string
  host: string
  origin: string
  issuedAt: Date
}

/**
 * The Sign-In with Ethereum message that shows one card's details once (POST /card/{id}/reveal): it
 * names the card, carries a new nonce and is valid 5 minutes.
 */
function buildCardRevealMessage(p: BuildCardRevealMessageParameters): string {
  return createSiweMessage({
    domain: p.host,
    address: getAddress(p.address),
    statement: cardRevealStatement(p.cardId),
    uri: p.origin,
    version: '1',
    chainId: p.chainId,
    nonce: p.nonce,
    issuedAt: p.issuedAt,
    expirationTime: new Date(p.issuedAt.getTime() + CARD_REVEAL_MESSAGE_TTL_MS),
  })
}

/**
 * An active or locked card's details again: a new nonce, the wallet's signature of a message naming the card,
 * then POST /api/card/{id}/reveal, which answers the issuer's single-use embed or the sandbox's details. Never
 * cached. A refused signature is `RevealSignatureRefusedError` (the session stays).
 */
export async function revealCardDetails(cardId: string): Promise<CardRevealResponse> {
  const { address, chainId, nonce } = await beginSignature()
  const message = buildCardRevealMessage({
    cardId,
    address,
    chainId,
    nonce,
    host: window.location.host,
    origin: window.location.origin,
    issuedAt: new Date(),
  })
  let signature: string
  try {
    signature = await getWalletBridge().signMessage(message)
  } catch (cause) {
    throw new RevealSignatureRefusedError({ cause })
  }
  return send<CardRevealResponse>({
    method: 'POST',
    path: `/card/${encodeURIComponent(cardId)}/reveal`,
    body: { message, signature },
  })
}
