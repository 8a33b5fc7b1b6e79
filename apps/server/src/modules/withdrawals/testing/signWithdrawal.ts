import { formatUsd, parseUsd, WITHDRAWAL_MESSAGE_TTL_MS, withdrawalStatement } from '@chaincard/domain'
import type { FastifyInstance } from 'fastify'
import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { requestNonce, type TestSigner } from '../../../../test/helpers'

export type WithdrawalAsk = { amount: string; fee: string; chainId: number; address: string }

/**
 * The body the web app sends to withdraw: what is asked, and a fresh Sign-In message of this site whose statement
 * names it (new nonce, 5 minutes) with the wallet's signature. `signed` signs other terms than those sent (a
 * signature for one withdrawal used for another).
 */
export async function signWithdrawal(
  app: FastifyInstance,
  signer: TestSigner,
  cardId: string,
  ask: WithdrawalAsk,
  options: { signed?: Partial<WithdrawalAsk>; signedCardId?: string } = {},
): Promise<WithdrawalAsk & { message: string; signature: `0x${string}`; nonce: string }> {
  const origin = new URL(app.config.publicOrigin)
  const nonce = await requestNonce(app, signer.address)
  const issuedAt = app.clock.now()
  const named = { ...ask, ...options.signed }
  const message = createSiweMessage({
    domain: origin.host,
    address: signer.address,
    statement: withdrawalStatement({
      cardId: options.signedCardId ?? cardId,
      amount: formatUsd(parseUsd(named.amount), 'down'),
      fee: formatUsd(parseUsd(named.fee), 'up'),
      chainId: named.chainId,
      address: getAddress(named.address),
    }),
    uri: origin.origin,
    version: '1',
    chainId: app.config.chains[0]!.id,
    nonce,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + WITHDRAWAL_MESSAGE_TTL_MS),
  })
  return { ...ask, message, signature: await signer.signMessage({ message }), nonce }
}
