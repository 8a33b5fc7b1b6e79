import {
  formatDecimal,
  formatDecimalForLocale,
  formatUsd,
  LOCALES,
  type OwnerLanguage,
} from '@chaincard/domain'
import type { MailOutboxRow } from '../../db/schema/mail'
import type { Wallet } from '../../db/schema/walletTokens'
import { walletBrand } from '../../runtime/cardData/openWalletCode'
import { declineSentence } from './declineSentence'
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

/** The amount and merchant (or wallet and device) a row's text names, in the owner's notation ("1.234,50 EUR" in German). */
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
  } else if (row.kind === 'deposit.credited' || row.kind === 'purchase.declined') {
    const value = micro(p.amountMicro)
    if (value !== undefined)
      amount = `${formatDecimalForLocale(formatUsd(value < 0n ? -value : value, 'down'), language)} USD`
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
  // A declined purchase says why, as the history does ("Declined: over your daily limit of 200.00 USD").
  const reason =
    row.kind === 'purchase.declined'
      ? declineSentence(language, text(p.declineReason), micro(p.declineLimitMicro))
      : undefined
  return {
    product,
    link,
    ...(amount ? { amount } : {}),
    ...(merchant ? { merchant } : {}),
    ...(reason ? { reason } : {}),
    ...wallet,
  }
}
