import { formatDecimal, formatUsd, type PushPayload, pushKindOf, toWireEvent } from '@chaincard/domain'
import type { Config } from '../../config'
import type { CardEventRow } from '../../db/schema'
import type { Wallet } from '../../db/schema/walletTokens'
import { walletBrand } from '../../runtime/cardData/openWalletCode'

/**
 * The app page a notification opens: the card (a challenge is approved there); for a wallet token
 * that became active, the card's wallets, where it is removed.
 */
function pushUrlOf(cardId: string, kind?: string): string {
  return `/card/${encodeURIComponent(cardId)}${kind === 'wallet.active' ? '#wallets' : ''}`
}

/**
 * A card event as the small JSON a device decrypts: kind, event, card id, amount (a decimal string: USD for
 * purchases and deposits, the merchant's currency for a challenge) and the URL a click opens. No card number,
 * merchant or anything else about the card. A wallet's activation code carries the code and the
 * wallet's name, opened by the sender while the code is valid; without it (expired, cleared), null: no
 * notification. A wallet token that became active carries the wallet's name and opens the card's wallets, where
 * the owner removes a token they did not add. A declined purchase carries its reason and the owner's limit that
 * declined it, if any; one declined by the owner's own doing is not notified. A decided dispute carries its
 * outcome (won, lost, withdrawn). A `deposit.held` row is notified only when it is a deposit held for the owner.
 * Null for an event no notification is sent for.
 */
export function toPushPayload(
  row: CardEventRow,
  chains: Config['chains'],
  challenge?: { amountMinor: bigint; currency: string; currencyExponent: number },
  walletCode?: { code: string; wallet: string | null } | null,
): PushPayload | null {
  const kind = pushKindOf(row.kind)
  // Every pushed kind is a card's event; a row without a card (an owner event) is never one.
  if (!kind || row.cardId === null) return null
  const cardId = row.cardId
  // A purchase declined by the owner's own doing (their lock, controls or 3DS answer): they know.
  if (row.kind === 'purchase.declined' && row.payload.declinedBy === 'owner') return null
  // A held deposit only for the exception that holds the owner's money (domain `isHeldForOwner`, decided as it
  // was recorded, as the mail's): not the payment's own row of the same transfer, a refused payment report (the
  // app said why) or an operator's matter on the card.
  if (row.kind === 'deposit.held' && row.payload.heldFor !== 'owner') return null
  const outcome = row.kind === 'dispute.decided' ? outcomeOf(row.payload.status) : undefined
  if (outcome === null) return null
  if (row.kind === 'wallet.active') {
    const wallet = (typeof row.payload.wallet === 'string' ? row.payload.wallet : 'other') as Wallet
    return {
      kind,
      event: row.kind,
      cardId,
      amount: null,
      currency: null,
      url: pushUrlOf(cardId, row.kind),
      wallet: walletBrand(wallet),
    }
  }
  if (kind === 'wallet') {
    if (!walletCode) return null
    return {
      kind,
      event: row.kind,
      cardId,
      amount: null,
      currency: null,
      url: pushUrlOf(cardId),
      code: walletCode.code,
      wallet: walletCode.wallet,
    }
  }
  const wire = toWireEvent(row, chains).data
  let amount = typeof wire.amount === 'string' ? wire.amount : null
  let currency = amount === null ? null : 'USD'
  if (kind === 'challenge' && challenge) {
    amount = formatDecimal(challenge.amountMinor, challenge.currencyExponent, {
      minFractionDigits: challenge.currencyExponent,
    })
    currency = challenge.currency
  }
  return {
    kind,
    event: row.kind,
    cardId,
    amount,
    currency,
    url: pushUrlOf(cardId),
    ...(row.kind === 'purchase.declined' ? declineOf(row.payload) : {}),
    ...(outcome ? { outcome } : {}),
  }
}

/** A decided dispute's status as the notification's outcome (null: not a decision, no notification). */
function outcomeOf(status: CardEventRow['payload'][string] | undefined): PushPayload['outcome'] | null {
  return status === 'won' || status === 'lost' || status === 'withdrawn' ? status : null
}

/**
 * Why a purchase was declined, so the notification says it in the owner's language: the reason as the history
 * names it and, for an owner's limit, the limit in USD. Nothing when the event names no reason.
 */
function declineOf(payload: CardEventRow['payload']): Pick<PushPayload, 'declineReason' | 'declineLimit'> {
  const reason = payload.declineReason
  if (typeof reason !== 'string' || !/^[a-z_]{1,40}$/.test(reason)) return {}
  const micro = payload.declineLimitMicro
  const limit =
    typeof micro === 'string' && /^\d{1,20}$/.test(micro) ? formatUsd(BigInt(micro), 'down') : null
  return { declineReason: reason, declineLimit: limit }
}
