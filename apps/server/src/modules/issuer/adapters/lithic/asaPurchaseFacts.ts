import type { AuthorizationChannel, AvsResult } from '@chaincard/domain'
import type { PurchaseFacts } from '../../inbound/InboundEvent'
import type { LithicAsaRequest } from './lithicPayloads'
import { fromLithicCents } from './toLithicCents'

/** Ways a PAN is read only from a card in the terminal: its chip, its stripe, a tap. */
const CARD_READ_PANS = new Set(['ICC', 'CONTACTLESS', 'MAGNETIC_STRIPE', 'ERROR_MAGNETIC_STRIPE'])

/**
 * Where the card was used, from the request's point of sale: an ATM terminal; else the card's presence as the
 * network states it; else present only when the terminal read the card itself (chip, stripe, tap). A request
 * that shows no presence is card-not-present: "online purchases off" must not be passed by leaving fields out.
 */
function channelOf(pos: LithicAsaRequest['pos']): AuthorizationChannel {
  if (pos?.terminal?.type === 'ATM') return 'atm'
  const entry = pos?.entry_mode
  if (entry?.card === 'NOT_PRESENT') return 'card_not_present'
  if (entry?.card === 'PRESENT') return 'card_present'
  return entry?.pan && CARD_READ_PANS.has(entry.pan) ? 'card_present' : 'card_not_present'
}

/** Lithic's comparison of the address given with the cardholder's on file. */
function avsOf(match: string | null | undefined): AvsResult {
  switch (match) {
    case 'MATCH':
      return 'match'
    case 'MATCH_ADDRESS_ONLY':
    case 'MATCH_ZIP_ONLY':
      return 'partial'
    case 'MISMATCH':
      return 'mismatch'
    default:
      return 'not_checked'
  }
}

const trimmed = (value: string | null | undefined) => {
  const text = value?.trim()
  return text ? text : null
}

/** What the program's policy and the owner's controls decide an ASA request on. */
export function asaPurchaseFacts(payload: LithicAsaRequest): PurchaseFacts {
  const channel = channelOf(payload.pos)
  const cash = payload.cash_amount ? fromLithicCents(Math.abs(payload.cash_amount)) : 0n
  return {
    mcc: trimmed(payload.merchant.mcc) ?? '0000',
    channel,
    country: trimmed(payload.merchant.country)?.toUpperCase() ?? null,
    acceptorId: trimmed(payload.merchant.acceptor_id),
    // An ATM's whole amount is cash, whatever the field says.
    cashMicro:
      channel === 'atm' && payload.amounts.cardholder.amount > 0
        ? fromLithicCents(Math.abs(payload.amounts.cardholder.amount))
        : cash,
    avs: avsOf(payload.avs?.address_on_file_match),
  }
}
