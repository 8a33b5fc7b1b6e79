import { type CardControls, DEFAULT_CARD_CONTROLS, formatUsd, type MerchantCategory } from '@chaincard/domain'
import type { CardControlsRow } from '../../db/schema/controls'

const usd = (micro: bigint | null) => (micro === null ? null : formatUsd(micro, 'down'))

/** A stored row as the wire has it (API.md "Card controls"); no row: no controls. */
export function toCardControls(row: CardControlsRow | null): CardControls {
  if (!row) return DEFAULT_CARD_CONTROLS
  const controls: CardControls = {
    limits: {
      perPurchase: usd(row.perPurchaseMicro),
      daily: usd(row.dailyMicro),
      monthly: usd(row.monthlyMicro),
    },
    blockedCategories: row.blockedCategories as MerchantCategory[],
    channels: { online: row.online, inStore: row.inStore, atm: row.atm },
    countries: row.countries as CardControls['countries'],
    merchantLock: row.merchantLock,
  }
  if (row.merchantLock === 'first_merchant' && row.lockedAcceptorId !== null) {
    controls.lockedMerchant = {
      name: (row.lockedMerchantName ?? '').slice(0, 200) || row.lockedAcceptorId,
      acceptorId: row.lockedAcceptorId,
    }
  }
  return controls
}
