import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import {
  type CardAuthorizationRow,
  cardAuthorizations,
  cards,
  cardTransactions,
} from '../../../../db/schema/cards'
import { cardControls } from '../../../../db/schema/controls'
import { issuerEvents } from '../../../../db/schema/issuer'
import { holdPlacementCtes, type NewHold } from '../../../../ledger'

/** The authorization `(issuer, token)` names, locked for the rest of the transaction. */
export async function lockAuthorizationByToken(
  tx: Executor,
  issuer: string,
  issuerToken: string,
): Promise<CardAuthorizationRow | null> {
  const [row] = await tx
    .select()
    .from(cardAuthorizations)
    .where(and(eq(cardAuthorizations.issuer, issuer), eq(cardAuthorizations.issuerToken, issuerToken)))
    .for('update')
  return row ?? null
}

export type NewAuthorization = Pick<
  CardAuthorizationRow,
  | 'id'
  | 'issuer'
  | 'issuerToken'
  | 'cardId'
  | 'status'
  | 'amountMicro'
  | 'currency'
  | 'merchantName'
  | 'direction'
  | 'merchantCurrency'
  | 'merchantAmountMinor'
  | 'origin'
  | 'increments'
> &
  Partial<
    Pick<CardAuthorizationRow, 'declineLimitMicro' | 'mcc' | 'acceptorId' | 'channel' | 'ownDecline'>
  > & {
    declineReason: string | null
    at: Date
  }

export type AuthorizationChange = Partial<
  Pick<
    CardAuthorizationRow,
    | 'status'
    | 'amountMicro'
    | 'capturedMicro'
    | 'declineReason'
    | 'ownDecline'
    | 'otpSealed'
    | 'merchantCurrency'
    | 'merchantAmountMinor'
    | 'merchantClearedMinor'
    | 'acceptorId'
    | 'issuerStatus'
    | 'issuerVersion'
    | 'increments'
    | 'issuerRequests'
  >
> & { at: Date }

export async function updateAuthorization(
  tx: Executor,
  id: string,
  change: AuthorizationChange,
): Promise<void> {
  const { at, ...values } = change
  await tx
    .update(cardAuthorizations)
    .set({ ...values, updatedAt: at })
    .where(eq(cardAuthorizations.id, id))
}

export type HistoryLine = {
  type: 'authorization_approval' | 'authorization_decline'
  amountMicro: bigint
  description: string
  declineReason: string | null
  declineLimitMicro?: bigint | null | undefined
}

/**
 * What an approval changes of the card's controls, in the same statement: the merchant a `first_merchant` card
 * becomes locked to (only while it is not locked yet), the purchase that spends a `single_use` card; and, for an
 * approval that holds nothing, the card's row touched (see `recordAuthorization`).
 */
export type ControlsWrite = {
  cardId: string
  authorizationId: string
  merchantName: string
  lockToAcceptorId: string | null
  spendsSingleUse: boolean
  touchCard: boolean
}

/** The claimed event whose result is written in the same statement (`writeDecidedAuthorization`). */
export type EventFinish = { issuer: string; eventId: string; result: Record<string, unknown>; at: Date }

/**
 * Writes a decided authorization and its history line in one statement: inserted (`pending` false) or, for
 * the sandbox's challenged purchase, its row updated (code cleared). With `hold`, the approval's hold is
 * placed in the same statement (the ledger's `holdPlacementCtes`); with `finish`, the claimed event gets its
 * result there too: an approval costs one round trip after the card's lock.
 */
export async function writeDecidedAuthorization(
  tx: Executor,
  row: NewAuthorization,
  line: HistoryLine,
  pending: boolean,
  also: {
    hold?: NewHold | undefined
    finish?: EventFinish | undefined
    controls?: ControlsWrite | undefined
  } = {},
): Promise<void> {
  const upsert = pending
    ? sql`UPDATE ${cardAuthorizations} SET status = ${row.status}, decline_reason = ${row.declineReason},
          decline_limit_micro = ${row.declineLimitMicro ?? null}::bigint, own_decline = ${row.ownDecline ?? false}::boolean,
          mcc = coalesce(${row.mcc ?? null}, mcc),
          acceptor_id = coalesce(${row.acceptorId ?? null}, acceptor_id), channel = coalesce(${row.channel ?? null}, channel),
          amount_micro = ${row.amountMicro}::bigint, otp_sealed = NULL, updated_at = ${row.at}
        WHERE ${cardAuthorizations.id} = ${row.id} RETURNING id, card_id`
    : sql`INSERT INTO ${cardAuthorizations} (id, issuer, issuer_token, card_id, status, amount_micro, currency,
          merchant_name, decline_reason, decline_limit_micro, own_decline, mcc, acceptor_id, channel, direction,
          merchant_currency, merchant_amount_minor, origin, increments, created_at, updated_at)
        VALUES (${row.id}, ${row.issuer}, ${row.issuerToken}, ${row.cardId}, ${row.status}, ${row.amountMicro}::bigint,
          ${row.currency}, ${row.merchantName}, ${row.declineReason}, ${row.declineLimitMicro ?? null}::bigint,
          ${row.ownDecline ?? false}::boolean,
          ${row.mcc ?? null}, ${row.acceptorId ?? null}, ${row.channel ?? null}, ${row.direction}, ${row.merchantCurrency},
          ${row.merchantAmountMinor}::bigint, ${row.origin}, ${JSON.stringify(row.increments)}::jsonb, ${row.at},
          ${row.at})
        RETURNING id, card_id`
  const parts = [
    sql`authorization_row AS (${upsert})`,
    sql`history_line AS (
      INSERT INTO ${cardTransactions} (id, card_id, authorization_id, type, amount_micro, currency, description,
        decline_reason, decline_limit_micro, created_at)
      SELECT ${randomUUID()}, authorization_row.card_id, authorization_row.id, ${line.type}, ${line.amountMicro}::bigint,
        'USD', ${line.description}, ${line.declineReason}, ${line.declineLimitMicro ?? null}::bigint, ${row.at}
      FROM authorization_row
      RETURNING 1)`,
  ]
  if (also.hold) parts.push(holdPlacementCtes(also.hold))
  const controls = also.controls
  if (controls && (controls.lockToAcceptorId !== null || controls.spendsSingleUse)) {
    const lockTo = controls.lockToAcceptorId
    parts.push(sql`controls_lock AS (
      UPDATE ${cardControls} SET
        locked_acceptor_id = CASE WHEN ${lockTo}::text IS NOT NULL AND merchant_lock = 'first_merchant'
          AND locked_acceptor_id IS NULL THEN ${lockTo}::text ELSE locked_acceptor_id END,
        locked_merchant_name = CASE WHEN ${lockTo}::text IS NOT NULL AND merchant_lock = 'first_merchant'
          AND locked_acceptor_id IS NULL THEN ${controls.merchantName}::text ELSE locked_merchant_name END,
        single_use_authorization_id = CASE WHEN ${controls.spendsSingleUse}::boolean AND merchant_lock = 'single_use'
          AND single_use_authorization_id IS NULL THEN ${controls.authorizationId}::text
          ELSE single_use_authorization_id END
      WHERE ${cardControls.cardId} = ${controls.cardId}
      RETURNING 1)`)
  }
  if (controls?.touchCard) {
    parts.push(sql`card_touched AS (
      UPDATE ${cards} SET updated_at = ${row.at} WHERE ${cards.id} = ${controls.cardId} RETURNING 1)`)
  }
  if (also.finish) {
    const finish = also.finish
    parts.push(sql`event_finished AS (
      UPDATE ${issuerEvents} SET status = 'applied', result = ${JSON.stringify(finish.result)}::jsonb,
        applied_at = ${finish.at}
      WHERE ${issuerEvents.issuer} = ${finish.issuer} AND ${issuerEvents.eventId} = ${finish.eventId}
      RETURNING 1)`)
  }
  await tx.execute(sql`WITH ${sql.join(parts, sql`, `)} SELECT count(*) FROM history_line`)
}
