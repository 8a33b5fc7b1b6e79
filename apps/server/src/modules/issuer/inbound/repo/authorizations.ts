import { randomUUID } from 'node:crypto'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import {
  type CardAuthorizationRow,
  cardAuthorizations,
  cards,
  cardTransactions,
} from '../../../../db/schema/cards'
import { cardControls } from '../../../../db/schema/controls'
import { issuerEvents } from '../../../../db/schema/issuer'
import { statementBuiltOnce } from '../../../../db/statementBuiltOnce'
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
  const { hold, finish, controls } = also
  const locks = controls !== undefined && (controls.lockToAcceptorId !== null || controls.spendsSingleUse)
  const touches = controls?.touchCard === true
  const shape: DecidedShape = `${pending ? 'update' : 'insert'}${hold ? '+hold' : ''}${locks ? '+lock' : ''}${touches ? '+touch' : ''}${finish ? '+finish' : ''}`
  await writeDecided(tx, shape, {
    id: row.id,
    issuer: row.issuer,
    issuerToken: row.issuerToken,
    cardId: row.cardId,
    status: row.status,
    amountMicro: row.amountMicro,
    currency: row.currency,
    merchantName: row.merchantName,
    declineReason: row.declineReason,
    declineLimitMicro: row.declineLimitMicro ?? null,
    ownDecline: row.ownDecline ?? false,
    mcc: row.mcc ?? null,
    acceptorId: row.acceptorId ?? null,
    channel: row.channel ?? null,
    direction: row.direction,
    merchantCurrency: row.merchantCurrency,
    merchantAmountMinor: row.merchantAmountMinor,
    origin: row.origin,
    increments: JSON.stringify(row.increments),
    at: row.at,
    lineId: randomUUID(),
    lineType: line.type,
    lineAmountMicro: line.amountMicro,
    lineDescription: line.description,
    lineDeclineReason: line.declineReason,
    lineDeclineLimitMicro: line.declineLimitMicro ?? null,
    ...(hold
      ? { holdRef: hold.ref, holdCardId: hold.cardId, holdAmountMicro: hold.amountMicro, holdAt: hold.at }
      : {}),
    ...(locks || touches
      ? {
          controlsCardId: controls.cardId,
          lockTo: controls.lockToAcceptorId,
          lockMerchantName: controls.merchantName,
          spendsSingleUse: controls.spendsSingleUse,
          controlsAuthorizationId: controls.authorizationId,
        }
      : {}),
    ...(finish
      ? {
          finishIssuer: finish.issuer,
          finishEventId: finish.eventId,
          finishResult: JSON.stringify(finish.result),
          finishAt: finish.at,
        }
      : {}),
  })
}

/** `writeDecidedAuthorization`'s statements: the authorization inserted or updated, and what else it writes. */
type DecidedShape = `${'insert' | 'update'}${'' | '+hold'}${'' | '+lock'}${'' | '+touch'}${'' | '+finish'}`

const p = (name: string) => sql.placeholder(name)

/**
 * The statement of `writeDecidedAuthorization` for one shape, its values as placeholders: built once a shape
 * (`statementBuiltOnce`), since an approval runs it on every purchase.
 */
function buildDecidedStatement(shape: DecidedShape): SQL {
  const upsert = shape.startsWith('update')
    ? sql`UPDATE ${cardAuthorizations} SET status = ${p('status')}, decline_reason = ${p('declineReason')},
          decline_limit_micro = ${p('declineLimitMicro')}::bigint, own_decline = ${p('ownDecline')}::boolean,
          mcc = coalesce(${p('mcc')}, mcc),
          acceptor_id = coalesce(${p('acceptorId')}, acceptor_id), channel = coalesce(${p('channel')}, channel),
          amount_micro = ${p('amountMicro')}::bigint, otp_sealed = NULL, updated_at = ${p('at')}
        WHERE ${cardAuthorizations.id} = ${p('id')} RETURNING id, card_id`
    : sql`INSERT INTO ${cardAuthorizations} (id, issuer, issuer_token, card_id, status, amount_micro, currency,
          merchant_name, decline_reason, decline_limit_micro, own_decline, mcc, acceptor_id, channel, direction,
          merchant_currency, merchant_amount_minor, origin, increments, created_at, updated_at)
        VALUES (${p('id')}, ${p('issuer')}, ${p('issuerToken')}, ${p('cardId')}, ${p('status')}, ${p('amountMicro')}::bigint,
          ${p('currency')}, ${p('merchantName')}, ${p('declineReason')}, ${p('declineLimitMicro')}::bigint,
          ${p('ownDecline')}::boolean,
          ${p('mcc')}, ${p('acceptorId')}, ${p('channel')}, ${p('direction')}, ${p('merchantCurrency')},
          ${p('merchantAmountMinor')}::bigint, ${p('origin')}, ${p('increments')}::jsonb, ${p('at')},
          ${p('at')})
        RETURNING id, card_id`
  const parts = [
    sql`authorization_row AS (${upsert})`,
    sql`history_line AS (
      INSERT INTO ${cardTransactions} (id, card_id, authorization_id, type, amount_micro, currency, description,
        decline_reason, decline_limit_micro, created_at)
      SELECT ${p('lineId')}, authorization_row.card_id, authorization_row.id, ${p('lineType')}, ${p('lineAmountMicro')}::bigint,
        'USD', ${p('lineDescription')}, ${p('lineDeclineReason')}, ${p('lineDeclineLimitMicro')}::bigint, ${p('at')}
      FROM authorization_row
      RETURNING 1)`,
  ]
  if (shape.includes('+hold'))
    parts.push(
      holdPlacementCtes({
        ref: p('holdRef'),
        cardId: p('holdCardId'),
        amountMicro: p('holdAmountMicro'),
        at: p('holdAt'),
      }),
    )
  if (shape.includes('+lock')) {
    parts.push(sql`controls_lock AS (
      UPDATE ${cardControls} SET
        locked_acceptor_id = CASE WHEN ${p('lockTo')}::text IS NOT NULL AND merchant_lock = 'first_merchant'
          AND locked_acceptor_id IS NULL THEN ${p('lockTo')}::text ELSE locked_acceptor_id END,
        locked_merchant_name = CASE WHEN ${p('lockTo')}::text IS NOT NULL AND merchant_lock = 'first_merchant'
          AND locked_acceptor_id IS NULL THEN ${p('lockMerchantName')}::text ELSE locked_merchant_name END,
        single_use_authorization_id = CASE WHEN ${p('spendsSingleUse')}::boolean AND merchant_lock = 'single_use'
          AND single_use_authorization_id IS NULL THEN ${p('controlsAuthorizationId')}::text
          ELSE single_use_authorization_id END
      WHERE ${cardControls.cardId} = ${p('controlsCardId')}
      RETURNING 1)`)
  }
  if (shape.includes('+touch')) {
    parts.push(sql`card_touched AS (
      UPDATE ${cards} SET updated_at = ${p('at')} WHERE ${cards.id} = ${p('controlsCardId')} RETURNING 1)`)
  }
  if (shape.includes('+finish')) {
    parts.push(sql`event_finished AS (
      UPDATE ${issuerEvents} SET status = 'applied', result = ${p('finishResult')}::jsonb,
        applied_at = ${p('finishAt')}
      WHERE ${issuerEvents.issuer} = ${p('finishIssuer')} AND ${issuerEvents.eventId} = ${p('finishEventId')}
      RETURNING 1)`)
  }
  return sql`WITH ${sql.join(parts, sql`, `)} SELECT count(*) FROM history_line`
}

const writeDecided = statementBuiltOnce<DecidedShape>(buildDecidedStatement)
