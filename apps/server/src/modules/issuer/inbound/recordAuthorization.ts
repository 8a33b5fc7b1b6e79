import { randomUUID } from 'node:crypto'
import type { Executor } from '../../../db'
import type { CardAuthorizationRow, IncrementRecord } from '../../../db/schema/cards'
import type { DeclineReason } from '../decideAuthorization'
import { holdRefOf } from './holdRef'
import type { IssuerName, MerchantAmount } from './InboundEvent'
import { type EventFinish, writeDecidedAuthorization } from './repo/authorizations'

export type RecordAuthorizationParameters = {
  issuer: IssuerName
  transactionToken: string
  cardId: string
  /** The authorization as the sandbox's 3DS challenge left it (status `challenge`), if any. */
  pending: CardAuthorizationRow | null
  outcome: { approved: true } | { approved: false; reason: DeclineReason }
  /** Micro-USD authorized (asked, when declined). */
  amountMicro: bigint
  /** Micro-USD an approval holds: default `amountMicro`; 0 holds nothing (a credit authorization). */
  holdMicro?: bigint | undefined
  /** `credit`: a credit authorization. Default debit. */
  direction?: 'debit' | 'credit' | undefined
  /**
   * `asa` (default): our decision of the issuer's request; `issuer`: the issuer's word (its snapshot or advice),
   * whose request, if it comes late, is the same authorization and not an increment.
   */
  origin?: 'asa' | 'issuer' | undefined
  /** Our decision of its first request, kept to be matched to the issuer's listing of it (`transactionHold`). */
  original?: IncrementRecord | undefined
  merchant?: MerchantAmount | undefined
  merchantName: string
  at: Date
  /** Our id for it (see `authorizationIdFor`). */
  id: string
  /** The claimed event's result, written in the same statement. */
  finish?: EventFinish | undefined
}

/** Our id of an authorization: the sandbox's token is its id, another issuer's token gets an id of ours. */
export function authorizationIdFor(
  issuer: IssuerName,
  transactionToken: string,
  pending: CardAuthorizationRow | null,
): string {
  return pending?.id ?? (issuer === 'sandbox' ? transactionToken : randomUUID())
}

/**
 * Writes a decided authorization (ours, or the issuer's advice; a $0 one too, which holds nothing but is what
 * its clearing, a force post after an account check, applies to): the row, the hold of an approval (placed in
 * the same transaction as the decision, under the card's lock) and the history line (approval, or decline
 * with its reason), in one statement, with the event's result when given. Returns the authorization's id.
 */
export async function recordAuthorization(
  tx: Executor,
  {
    issuer,
    transactionToken,
    cardId,
    pending,
    outcome,
    amountMicro,
    holdMicro = amountMicro,
    direction = 'debit',
    origin = 'asa',
    original,
    merchant,
    merchantName,
    at,
    id,
    finish,
  }: RecordAuthorizationParameters,
): Promise<string> {
  const declineReason = outcome.approved ? null : outcome.reason
  await writeDecidedAuthorization(
    tx,
    {
      id,
      issuer,
      issuerToken: transactionToken,
      cardId,
      status: outcome.approved ? 'approved' : 'declined',
      amountMicro,
      currency: 'USD',
      merchantName,
      declineReason,
      direction,
      merchantCurrency: merchant?.currency ?? null,
      merchantAmountMinor: merchant?.amountMinor ?? null,
      origin,
      increments: original ? [original] : [],
      at,
    },
    {
      type: outcome.approved ? 'authorization_approval' : 'authorization_decline',
      amountMicro,
      description: merchantName,
      declineReason,
    },
    pending !== null,
    {
      hold:
        outcome.approved && direction === 'debit' && holdMicro > 0n
          ? { cardId, ref: holdRefOf(id), amountMicro: holdMicro, at }
          : undefined,
      finish,
    },
  )
  return id
}
