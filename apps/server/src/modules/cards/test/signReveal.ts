import { CARD_REVEAL_MESSAGE_TTL_MS, cardRevealStatement } from '@chaincard/domain'
import type { FastifyInstance } from 'fastify'
import { createSiweMessage } from 'viem/siwe'
import { requestNonce, type TestSigner } from '../../../../test/helpers'

export type RevealMessageOptions = {
  /** The card the statement names (default: the card revealed). */
  namedCardId?: string
  nonce?: string
  issuedAt?: Date
  /** null: no Expiration Time. Default: issuedAt + 5 minutes. */
  expirationTime?: Date | null
  /** Who the message says signs (default: the signer). */
  address?: `0x${string}`
}

/**
 * What the web app asks the wallet to sign to show a card's details again: a Sign-In message of
 * this site naming the card, a new nonce, valid 5 minutes; and its signature. Options break one rule each.
 */
export async function signReveal(
  app: FastifyInstance,
  signer: TestSigner,
  cardId: string,
  options: RevealMessageOptions = {},
): Promise<{ message: string; signature: `0x${string}`; nonce: string }> {
  const origin = new URL(app.config.publicOrigin)
  const nonce = options.nonce ?? (await requestNonce(app, signer.address))
  const issuedAt = options.issuedAt ?? app.clock.now()
  const expirationTime =
    options.expirationTime === undefined
      ? new Date(issuedAt.getTime() + CARD_REVEAL_MESSAGE_TTL_MS)
      : options.expirationTime
  const message = createSiweMessage({
    domain: origin.host,
    address: options.address ?? signer.address,
    statement: cardRevealStatement(options.namedCardId ?? cardId),
    uri: origin.origin,
    version: '1',
    chainId: app.config.chains[0]!.id,
    nonce,
    issuedAt,
    ...(expirationTime ? { expirationTime } : {}),
  })
  return { message, signature: await signer.signMessage({ message }), nonce }
}
