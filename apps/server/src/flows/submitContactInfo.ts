import { type ContactInfoBody, type OwnerLanguage, toE164 } from '@chaincard/domain'
import { AppError } from '../errors'
import { enrollOwner } from '../modules/issuer'
import { readMailStatus, storeContact } from '../modules/mail'
import { ACCEPTING_CONTACT, acceptApplication } from '../modules/orders'
import { requireOwnedCard } from '../runtime/access/requireOwnedCard'
import type { AppContext } from '../runtime/appContext'
import { requireBudget, spendBudget } from '../runtime/budgets'

/**
 * `POST /order/{id}/info` (mail, then orders, in one transaction): stores the contact information (already
 * checked by the domain `ContactInfoBody` schema: email, valid phone, letters-and-spaces display name) for the
 * user, with the owner's language for their e-mails and a verification mail for an address not verified yet
 * (mail storeContact), and lets the card take it (orders acceptApplication: an order in `application_required`
 * moves to `application_processing`). An order not paid yet (new, pending): 409 `invalid_action` with details
 * `order_unpaid`, nothing stored, no mail, no enrollment. Any other status: 409 `invalid_action`, nothing stored. When the program enrolls cardholders, the person is
 * enrolled with the issuer first (issuer enrollOwner: once; 503 when the issuer cannot be reached, nothing else
 * stored); a rejected person's card is not issued (the issuance sweep fails it for good, with an exception to
 * refund what was paid).
 */
export async function submitContactInfo(
  ctx: AppContext,
  id: string,
  owner: string,
  info: ContactInfoBody,
  /** The app's language when the body names none (from Accept-Language), else English. */
  fallbackLanguage: OwnerLanguage = 'en',
): Promise<void> {
  const card = await requireOwnedCard(ctx.db, id, owner)
  // An unpaid order costs nothing to make: its form would be a free way to mail any address a verification
  // link and to run a paid enrollment with the issuer. The form is taken once the first payment is confirmed.
  if (card.status === 'new' || card.status === 'pending') {
    throw new AppError('invalid_action', 'invalid action: the order is not paid yet', {
      details: { kind: 'order_unpaid', status: card.status },
    })
  }
  if (!(ACCEPTING_CONTACT as readonly string[]).includes(card.status)) {
    throw new AppError('invalid_action', 'invalid action: this card does not take an application now')
  }
  // A new address (not the one stored) spends the owner's daily budget, before anything costs mail or an
  // enrollment: the form is no way to mail strangers.
  // An address counts once a day however often it is sent (an application the issuer refused, corrected and
  // sent again, names the same address each time).
  const { email: current } = await readMailStatus(ctx.db, card.ownerAddress)
  const address = info.email.toLowerCase()
  const firstToday =
    current?.toLowerCase() !== address &&
    (
      await spendBudget(ctx.db, {
        key: `contact-address-seen|${card.ownerAddress}|${address}`,
        max: 1,
        windowMs: 86_400_000,
        now: ctx.clock.now(),
      })
    ).hits === 1
  if (firstToday) {
    await requireBudget(
      ctx.db,
      {
        key: `contact-address|${card.ownerAddress}`,
        max: ctx.config.budgets.contactAddressesPerDay,
        windowMs: 86_400_000,
        now: ctx.clock.now(),
      },
      'too many new e-mail addresses today',
    )
  }
  // The person enrolled with the issuer first (when the program enrolls cardholders), outside the
  // transaction: a call to the issuer never holds a row lock. Their contact details are stored after.
  await enrollOwner(ctx, card.ownerAddress, {
    cardholder: info.cardholder,
    email: info.email,
    phoneE164: toE164(info.phone),
  })
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    await storeContact(
      tx,
      card.ownerAddress,
      {
        email: info.email,
        callingCode: info.phone.callingCode,
        phoneNumber: info.phone.phoneNumber,
        displayName: info.displayName.replace(/\s+/g, ' '),
        submittedAt: now,
        language: info.language ?? fallbackLanguage,
      },
      ctx.config.budgets.verificationMailsPerHour,
    )
    await acceptApplication(tx, card.id, now)
  })
}
