import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cards } from '../../../db/schema/cards'
import { type CardControlsRow, cardControls } from '../../../db/schema/controls'

export type CardControlsValues = Pick<
  CardControlsRow,
  | 'perPurchaseMicro'
  | 'dailyMicro'
  | 'monthlyMicro'
  | 'blockedCategories'
  | 'online'
  | 'inStore'
  | 'atm'
  | 'countries'
  | 'merchantLock'
>

/**
 * Stores the owner's card's controls in one statement (inserted, or replacing the row): null when the card is
 * not the owner's. Where the merchant lock stands (the merchant a `first_merchant` card met, the purchase that
 * spent a `single_use` card) is kept while the lock stays what it was, and starts over when the owner changes
 * it: setting `off` unlocks the card.
 */
export async function writeCardControls(
  db: Executor,
  cardId: string,
  owner: string,
  values: CardControlsValues,
  at: Date,
): Promise<CardControlsRow | null> {
  const keepLock = sql`${cardControls.merchantLock} = excluded.merchant_lock`
  const [row] = await db
    .insert(cardControls)
    .select(
      db
        .select({
          cardId: cards.id,
          perPurchaseMicro: sql`${values.perPurchaseMicro}::bigint`.as('per_purchase_micro'),
          dailyMicro: sql`${values.dailyMicro}::bigint`.as('daily_micro'),
          monthlyMicro: sql`${values.monthlyMicro}::bigint`.as('monthly_micro'),
          blockedCategories: sql`${textArray(values.blockedCategories)}`.as('blocked_categories'),
          online: sql`${values.online}::boolean`.as('online'),
          inStore: sql`${values.inStore}::boolean`.as('in_store'),
          atm: sql`${values.atm}::boolean`.as('atm'),
          countries: sql`${values.countries === null ? sql`NULL::text[]` : textArray(values.countries)}`.as(
            'countries',
          ),
          merchantLock: sql`${values.merchantLock}::text`.as('merchant_lock'),
          lockedAcceptorId: sql`NULL::text`.as('locked_acceptor_id'),
          lockedMerchantName: sql`NULL::text`.as('locked_merchant_name'),
          singleUseAuthorizationId: sql`NULL::text`.as('single_use_authorization_id'),
          closedAtIssuerAt: sql`NULL::timestamptz`.as('closed_at_issuer_at'),
          updatedAt: sql`${at}::timestamptz`.as('updated_at'),
        })
        .from(cards)
        .where(and(eq(cards.id, cardId), eq(cards.ownerAddress, owner.toLowerCase()))),
    )
    .onConflictDoUpdate({
      target: cardControls.cardId,
      set: {
        perPurchaseMicro: sql`excluded.per_purchase_micro`,
        dailyMicro: sql`excluded.daily_micro`,
        monthlyMicro: sql`excluded.monthly_micro`,
        blockedCategories: sql`excluded.blocked_categories`,
        online: sql`excluded.online`,
        inStore: sql`excluded.in_store`,
        atm: sql`excluded.atm`,
        countries: sql`excluded.countries`,
        merchantLock: sql`excluded.merchant_lock`,
        lockedAcceptorId: sql`CASE WHEN ${keepLock} THEN ${cardControls.lockedAcceptorId} END`,
        lockedMerchantName: sql`CASE WHEN ${keepLock} THEN ${cardControls.lockedMerchantName} END`,
        singleUseAuthorizationId: sql`CASE WHEN ${keepLock} THEN ${cardControls.singleUseAuthorizationId} END`,
        closedAtIssuerAt: sql`CASE WHEN ${keepLock} THEN ${cardControls.closedAtIssuerAt} END`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning()
  return row ?? null
}

/** A text[] parameter: each element bound, never spliced into the SQL. */
function textArray(items: readonly string[]) {
  return items.length === 0
    ? sql`ARRAY[]::text[]`
    : sql`ARRAY[${sql.join(
        items.map((item) => sql`${item}`),
        sql`, `,
      )}]::text[]`
}
