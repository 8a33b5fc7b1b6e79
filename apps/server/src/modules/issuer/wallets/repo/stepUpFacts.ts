import { type StepUpContact, toE164 } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { rowsOf } from '../../../../db/rowsOf'
import { cards } from '../../../../db/schema/cards'
import { userContacts } from '../../../../db/schema/invitations'
import { type Wallet, walletPushProvisions } from '../../../../db/schema/walletTokens'

/** What a wallet's request is decided on besides the card: the owner's contact, our app's push just now. */
export type StepUpFacts = { contact: StepUpContact | null; pushedSince: boolean }

/**
 * In one statement: the card owner's contact (the phone and e-mail the application gave, the issuer enrolled
 * the person with, and whether the e-mail is verified), and whether the owner asked our app to push this card
 * into `wallet` at `since` or later.
 */
export async function readStepUpFacts(
  tx: Executor,
  cardId: string,
  wallet: Wallet,
  since: Date,
): Promise<StepUpFacts> {
  const result = await tx.execute(sql`
    SELECT uc.email, uc.calling_code, uc.phone_number, uc.email_verified_at IS NOT NULL AS email_verified,
      EXISTS (SELECT 1 FROM ${walletPushProvisions} p
        WHERE p.card_id = c.id AND p.wallet = ${wallet} AND p.created_at >= ${since.toISOString()}::timestamptz)
        AS pushed
    FROM ${cards} c LEFT JOIN ${userContacts} uc ON uc.address = c.owner_address
    WHERE c.id = ${cardId}`)
  const row = rowsOf<{
    email: string | null
    calling_code: string | null
    phone_number: string | null
    email_verified: boolean | null
    pushed: boolean
  }>(result)[0]
  if (!row) return { contact: null, pushedSince: false }
  const contact =
    row.email && row.calling_code && row.phone_number
      ? {
          email: row.email,
          phoneE164: toE164({ callingCode: row.calling_code, phoneNumber: row.phone_number }),
          emailVerified: row.email_verified === true,
        }
      : null
  return { contact, pushedSince: row.pushed }
}

/** Records that the owner asked our app to push the card into a wallet (push provisioning). */
export async function recordPushProvision(
  tx: Executor,
  provision: { id: string; cardId: string; wallet: Wallet; now: Date },
): Promise<void> {
  await tx.insert(walletPushProvisions).values({
    id: provision.id,
    cardId: provision.cardId,
    wallet: provision.wallet,
    createdAt: provision.now,
  })
}
