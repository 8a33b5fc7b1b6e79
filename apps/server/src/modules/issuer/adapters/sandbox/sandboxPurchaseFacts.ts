import { createHash } from 'node:crypto'
import { type PurchaseFacts as PurchaseFactsBody, parseUsd } from '@chaincard/domain'
import type { PurchaseFacts } from '../../inbound/InboundEvent'

const CHANNELS = { in_store: 'card_present', online: 'card_not_present', atm: 'atm' } as const

/**
 * The facts the sandbox's card network sends with a purchase, from the simulator's body (each with the default
 * of an ordinary purchase in a shop in the USA): an ATM takes the whole amount as cash; a merchant's acquirer
 * id, when not given, is derived from its name, so the same merchant is the same acceptor (a card locked to
 * its first merchant is approved there again).
 */
export function sandboxPurchaseFacts(
  body: Partial<PurchaseFactsBody>,
  merchantName: string,
  amountMicro: bigint,
): PurchaseFacts {
  const channel = CHANNELS[body.channel ?? 'in_store']
  return {
    mcc: body.mcc ?? '5999',
    channel,
    country: body.country ?? 'USA',
    cashMicro:
      channel === 'atm'
        ? amountMicro
        : body.cashAmount === undefined
          ? 0n
          : minMicro(parseUsd(body.cashAmount), amountMicro),
    acceptorId:
      body.acceptorId ??
      `SBX${createHash('sha256').update(merchantName.trim().toLowerCase()).digest('hex').slice(0, 12).toUpperCase()}`,
    avs: body.avs ?? (channel === 'card_not_present' ? 'match' : 'not_checked'),
  }
}

const minMicro = (a: bigint, b: bigint) => (a < b ? a : b)
