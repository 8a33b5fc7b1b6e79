import { randomUUID } from 'node:crypto'
import type { Executor } from '../../../db'
import type { CardAuthorizationRow } from '../../../db/schema/cards'
import { placeHold } from '../../ledger/placeHold'
import type { DeclineReason } from '../decideAuthorization'
import { holdRefOf } from './holdRef'
import type { IssuerName } from './InboundEvent'
import { writeDecidedAuthorization } from './repo/authorizations'

export type RecordAuthorizationParameters = {
  issuer: IssuerName
  transactionToken: string
  cardId: string
  /** The authorization as the sandbox's 3DS challenge left it (status `challenge`), if any. */
  pending: CardAuthorizationRow | null
  outcome: { approved: true } | { approved: false; reason: DeclineReason }
  amountMicro: bigint
  merchantName: string
  at: Date
}

/**
 * Writes a decided authorization (ours, or the issuer's advice): the row, the hold of an approval (placed in
 * the same transaction as the decision, under the card's lock) and the history line (approval, or decline
 * with its reason). Returns our id of the authorization: the sandbox's token is its id, another issuer's
 * token gets an id of ours.
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
    merchantName,
    at,
  }: RecordAuthorizationParameters,
): Promise<string> {
  const id = pending?.id ?? (issuer === 'sandbox' ? transactionToken : randomUUID())
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
      at,
    },
    {
      type: outcome.approved ? 'authorization_approval' : 'authorization_decline',
      amountMicro,
      description: merchantName,
      declineReason,
    },
    pending !== null,
  )
  if (outcome.approved) await placeHold(tx, { cardId, ref: holdRefOf(id), amountMicro, at })
  return id
}
