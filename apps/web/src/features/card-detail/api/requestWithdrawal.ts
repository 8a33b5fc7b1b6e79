import { WITHDRAWAL_MESSAGE_TTL_MS, type WithdrawalResponse, withdrawalStatement } from '@chaincard/domain'
import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { beginSignature } from '../../../lib/api/beginSignature'
import { send } from '../../../lib/api/send'
import { getWalletBridge } from '../../../lib/wallet/walletStore'

/** The wallet refused to sign the withdrawal: nothing was asked, nothing else changes (no sign-out). */
export class WithdrawalSignatureRefusedError extends Error {
  override readonly name = 'WithdrawalSignatureRefusedError'
  constructor(options?: ErrorOptions) {
    super('the wallet did not sign the withdrawal', options)
  }
}

export type WithdrawalAsk = {
  cardId: string
  /** USD wire amounts ("12.30"), the fee as the terms stated it. */
  amount: string
  fee: string
  chainId: number
  address: string
}

/**
 * Withdraws: a new nonce, the wallet's signature of a Sign-In message whose statement names the card, amount,
 * fee, chain and recipient (valid 5 minutes), then POST /api/card/{id}/withdrawals. A refused signature is
 * `WithdrawalSignatureRefusedError`.
 */
export async function requestWithdrawal(ask: WithdrawalAsk): Promise<WithdrawalResponse> {
  const { address, chainId, nonce } = await beginSignature()
  const recipient = getAddress(ask.address)
  const issuedAt = new Date()
  const message = createSiweMessage({
    domain: window.location.host,
    address: getAddress(address),
    statement: withdrawalStatement({
      cardId: ask.cardId,
      amount: ask.amount,
      fee: ask.fee,
      chainId: ask.chainId,
      address: recipient,
    }),
    uri: window.location.origin,
    version: '1',
    chainId,
    nonce,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + WITHDRAWAL_MESSAGE_TTL_MS),
  })
  let signature: string
  try {
    signature = await getWalletBridge().signMessage(message)
  } catch (cause) {
    throw new WithdrawalSignatureRefusedError({ cause })
  }
  return send<WithdrawalResponse>({
    method: 'POST',
    path: `/card/${encodeURIComponent(ask.cardId)}/withdrawals`,
    body: { amount: ask.amount, fee: ask.fee, chainId: ask.chainId, address: recipient, message, signature },
  })
}
