import {
  formatDecimal,
  formatDecimalForLocale,
  formatTokenForLocale,
  formatUsd,
  LOCALES,
  type OwnerLanguage,
} from '@chaincard/domain'
import type { MailOutboxRow } from '../../db/schema/mail'
import type { Wallet } from '../../db/schema/walletTokens'
import { walletBrand } from '../../runtime/cardData/openWalletCode'
import { declineSentence } from './declineSentence'
import { heldSentence } from './heldSentence'
import type { MailFacts } from './mailTexts'

const locales: readonly string[] = LOCALES

/** The app's page of a card in the owner's language (`/de/card/<id>`; English has no prefix). */
export function cardLink(origin: string, language: OwnerLanguage, cardId: string | null): string {
  const prefix = language !== 'en' && locales.includes(language) ? `/${language}` : ''
  return `${origin}${prefix}/card${cardId ? `/${encodeURIComponent(cardId)}` : ''}`
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)
const micro = (value: unknown) =>
  typeof value === 'string' && /^-?\d+$/.test(value) ? BigInt(value) : undefined
/** Micro-USD as the owner writes a number ("12,50" in German), rounded down to the cent; its magnitude. */
const usdNumber = (value: bigint, language: OwnerLanguage) =>
  formatDecimalForLocale(formatUsd(value < 0n ? -value : value, 'down'), language)

/** A held deposit's amount: the token's own ("25 DAI"), else its USD value, else none. */
function heldAmount(p: MailOutboxRow['payload'], language: OwnerLanguage): string | undefined {
  const base = micro(p.amountBase)
  const symbol = text(p.tokenSymbol)?.slice(0, 32)
  const decimals = p.tokenDecimals
  if (
    base !== undefined &&
    base >= 0n &&
    symbol &&
    typeof decimals === 'number' &&
    Number.isInteger(decimals)
  ) {
    return `${formatTokenForLocale(base, decimals, language)} ${symbol}`
  }
  const usd = micro(p.amountMicro)
  return usd === undefined ? undefined : `${usdNumber(usd, language)} USD`
}

/** A decided dispute: won, lost or withdrawn, what it leaves credited and what it took back (none when zero). */
function disputeFacts(p: MailOutboxRow['payload'], language: OwnerLanguage): Partial<MailFacts> {
  const credited = micro(p.creditedMicro)
  const takenBack = micro(p.takenBackMicro)
  return {
    outcome: p.status === 'lost' || p.status === 'withdrawn' ? p.status : 'won',
    ...(credited !== undefined && credited > 0n ? { credit: usdNumber(credited, language) } : {}),
    ...(takenBack !== undefined && takenBack > 0n ? { takenBack: usdNumber(takenBack, language) } : {}),
  }
}

/**
 * The amount and merchant (or wallet and device, a held deposit's token and why, a dispute's outcome) a row's text
 * names, in the owner's notation ("1.234,50 EUR" in German).
 */
export function mailFacts(
  row: Pick<MailOutboxRow, 'kind' | 'payload' | 'cardId'>,
  language: OwnerLanguage,
  product: string,
  link: string,
): MailFacts {
  const p = row.payload
  let amount: string | undefined
  if (row.kind === 'challenge.opened') {
    const minor = micro(p.amountMinor)
    const exponent = typeof p.exponent === 'number' ? p.exponent : undefined
    if (minor !== undefined && exponent !== undefined) {
      amount =
        `${formatDecimalForLocale(formatDecimal(minor, exponent, { minFractionDigits: exponent }), language)} ${text(p.currency) ?? ''}`.trim()
    }
  } else if (
    row.kind === 'deposit.credited' ||
    row.kind === 'purchase.declined' ||
    row.kind === 'dispute.decided'
  ) {
    const value = micro(p.amountMicro)
    if (value !== undefined) amount = `${usdNumber(value, language)} USD`
  } else if (row.kind === 'deposit.held') {
    amount = heldAmount(p, language)
  }
  const merchant = text(p.merchantName)?.slice(0, 100)
  // A wallet token that became active: the wallet's name (null: one the issuer does not name) and the device.
  const wallet =
    row.kind === 'wallet.active'
      ? {
          wallet: walletBrand((text(p.wallet) ?? 'other') as Wallet),
          device: text(p.device)?.slice(0, 100) ?? null,
        }
      : {}
  // A declined purchase says why, as the history does ("Declined: over your daily limit of 200.00 USD"); a held
  // deposit too, as the card page does ("DAI is not a token this card is topped up with...").
  const reason =
    row.kind === 'purchase.declined'
      ? declineSentence(language, text(p.declineReason), micro(p.declineLimitMicro))
      : row.kind === 'deposit.held'
        ? heldSentence(language, text(p.reason), text(p.detail), text(p.tokenSymbol)?.slice(0, 32))
        : undefined
  return {
    product,
    link,
    ...(amount ? { amount } : {}),
    ...(merchant ? { merchant } : {}),
    ...(reason ? { reason } : {}),
    ...(row.kind === 'dispute.decided' ? disputeFacts(p, language) : {}),
    ...wallet,
  }
}
