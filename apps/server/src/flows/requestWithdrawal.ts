import {
  formatUsd,
  parseUsd,
  WITHDRAWAL_MESSAGE_TTL_MS,
  type Withdrawal,
  withdrawalStatement,
} from '@chaincard/domain'
import type { Address, Hex } from 'viem'
import { withdrawalSettingsOf } from '../config'
import { AppError } from '../errors'
import { checkFreshSignature, useFreshSignatureNonce } from '../modules/auth'
import { requestWithdrawalInTx, toWithdrawal } from '../modules/withdrawals'
import { requireOwnedCard } from '../runtime/access/requireOwnedCard'
import type { AppContext } from '../runtime/appContext'
import { requireBudget } from '../runtime/budgets'

export type RequestWithdrawalParameters = {
  cardId: string
  /** The session's address, EIP-55. */
  owner: Address
  /** The browser's hashed pre-auth cookie (the nonce's). */
  client: string | undefined
  /** USD wire amounts, as validated ("12.30"). */
  amount: string
  fee: string
  chainId: number
  /** The recipient, EIP-55. */
  address: Address
  message: string
  signature: Hex
}

/**
 * `POST /card/{id}/withdrawals`: the owner withdraws part of a card's balance to a wallet, confirmed by a fresh
 * wallet signature (the mechanism of a card's details shown again: a Sign-In message of this site by the owner,
 * whose statement names the card, amount, fee, chain and recipient, with a new nonce, valid at most 5 minutes).
 * Within the owner's hourly budget; the card must be the owner's (404) and the chain one of the server's (400).
 * Then one transaction: the rules and the money under the card's lock (requestWithdrawalInTx), the nonce used
 * (a second request with the same signature is refused), the withdrawal and its ledger row written.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  p: RequestWithdrawalParameters,
): Promise<Withdrawal> {
  const owner = p.owner.toLowerCase()
  const now = ctx.clock.now()
  const settings = withdrawalSettingsOf(ctx.config)
  await requireBudget(
    ctx.db,
    { key: `withdrawals|${owner}`, max: settings.requestsPerHour, windowMs: 60 * 60_000, now },
    'withdrawals asked too often this hour',
  )
  await requireOwnedCard(ctx.db, p.cardId, owner)
  const chain = ctx.chains.get(p.chainId)
  if (!chain || chain.runtime.orderCurrency.token.isNative) {
    throw new AppError('validation_failed', 'body.chainId: withdrawals are not paid on this chain', {
      details: { kind: 'fields', fields: [{ path: 'body.chainId', rule: 'supported_chain' }] },
    })
  }
  const amountMicro = parseUsd(p.amount)
  const quotedFeeMicro = parseUsd(p.fee)
  const { nonce, client } = await checkFreshSignature({
    db: ctx.db,
    chains: ctx.chains,
    publicOrigin: ctx.config.publicOrigin,
    now,
    address: p.owner,
    client: p.client,
    message: p.message,
    signature: p.signature,
    statement: withdrawalStatement({
      cardId: p.cardId,
      amount: formatUsd(amountMicro, 'down'),
      fee: formatUsd(quotedFeeMicro, 'up'),
      chainId: p.chainId,
      address: p.address,
    }),
    maxValidityMs: WITHDRAWAL_MESSAGE_TTL_MS,
  })
  const token = chain.runtime.orderCurrency.token
  const row = await ctx.db.transaction((tx) =>
    requestWithdrawalInTx(tx, {
      cardId: p.cardId,
      owner,
      amountMicro,
      quotedFeeMicro,
      chainId: p.chainId,
      token: { address: token.address, symbol: token.symbol, decimals: token.decimals },
      recipient: p.address,
      nonce,
      settings,
      now,
      beforeWrite: (tx) => useFreshSignatureNonce(tx, { nonce, address: owner, client, now }),
    }),
  )
  return toWithdrawal(row)
}
