import { randomUUID } from 'node:crypto'
import { type ControlsDecline, isOwnDecline } from '@chaincard/domain'
import type { Executor } from '../../../db'
import type { CardAuthorizationRow, IncrementRecord } from '../../../db/schema/cards'
import type { DeclineReason } from '../decideAuthorization'
import { holdRefOf } from './holdRef'
import type { IssuerName, MerchantAmount, PurchaseFacts } from './InboundEvent'
import { type EventFinish, writeDecidedAuthorization } from './repo/authorizations'

export type RecordAuthorizationParameters = {
  issuer: IssuerName
  transactionToken: string
  cardId: string
  /** The authorization as the sandbox's 3DS challenge left it (status `challenge`), if any. */
  pending: CardAuthorizationRow | null
  outcome:
    | { approved: true }
    | { approved: false; reason: DeclineReason; control?: ControlsDecline | undefined }
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
  /**
   * Why the card is locked when it is (`user`: its owner), as it was decided on: a decline of a card its owner
   * locked is the owner's own (`isOwnDecline`), told to no one.
   */
  lockedBy?: string | null | undefined
  /** The purchase's facts the controls decided on (kept with it: category, acceptor, channel). */
  facts?: PurchaseFacts | undefined
  /** What an approval records of the card's merchant lock: the acceptor it locks to, a single use spent. */
  controls?: { lockToAcceptorId: string | null; spendsSingleUse: boolean } | undefined
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
    lockedBy,
    facts,
    controls,
    at,
    id,
    finish,
  }: RecordAuthorizationParameters,
): Promise<string> {
  const declineReason = outcome.approved ? null : outcome.reason
  const ownDecline = declineReason !== null && isOwnDecline(declineReason, lockedBy)
  const control = outcome.approved ? undefined : outcome.control
  // The owner's limit a decline went over, kept as it was (the history's and the notification's sentence).
  const declineLimitMicro =
    control &&
    (control.reason === 'over_purchase_limit' ||
      control.reason === 'over_daily_limit' ||
      control.reason === 'over_monthly_limit')
      ? control.limitMicro
      : null
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
      declineLimitMicro,
      ownDecline,
      mcc: facts?.mcc ?? null,
      acceptorId: facts?.acceptorId ?? null,
      channel: facts?.channel ?? null,
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
      declineLimitMicro,
    },
    pending !== null,
    {
      hold:
        outcome.approved && direction === 'debit' && holdMicro > 0n
          ? { cardId, ref: holdRefOf(id), amountMicro: holdMicro, at }
          : undefined,
      finish,
      controls:
        outcome.approved && direction === 'debit'
          ? {
              cardId,
              authorizationId: id,
              merchantName,
              lockToAcceptorId: controls?.lockToAcceptorId ?? null,
              spendsSingleUse: controls?.spendsSingleUse ?? false,
              // An approval that holds nothing still changes the card's row, so a decision that waited for
              // the card's lock sees that it must read the card's velocity again (`cardChangedSinceSnapshot`).
              touchCard: !(holdMicro > 0n),
            }
          : undefined,
    },
  )
  return id
}
