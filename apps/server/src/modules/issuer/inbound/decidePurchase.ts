import {
  type CardControls,
  type ControlsApproval,
  DEFAULT_PROGRAM_POLICY,
  decideControls,
  decideIncrementControls,
  formatUsd,
  type MerchantCategory,
  type ProgramPolicy,
} from '@chaincard/domain'
import type { Executor } from '../../../db'
import type { CardControlsRow } from '../../../db/schema/controls'
import {
  type AuthorizationCard,
  type AuthorizationDecision,
  decideAuthorization,
} from '../decideAuthorization'
import { type AuthorizationRequestEvent, ORDINARY_PURCHASE } from './InboundEvent'
import { readControlsState } from './repo/controlsState'
import type { EventCard } from './repo/lockEventCard'

/** A new purchase's decision and, approved, what the controls ask to record with it (a merchant lock). */
export type PurchaseDecision = { decision: AuthorizationDecision; controls: ControlsApproval | null }

const usd = (micro: bigint | null) => (micro === null ? null : formatUsd(micro, 'down'))

/** The stored controls as the domain decides on them; no row: none. */
function controlsOf(
  row: CardControlsRow | null,
): Pick<CardControls, 'limits' | 'blockedCategories' | 'channels' | 'countries' | 'merchantLock'> {
  if (!row) {
    return {
      limits: { perPurchase: null, daily: null, monthly: null },
      blockedCategories: [],
      channels: { online: true, inStore: true, atm: true },
      countries: null,
      merchantLock: 'off',
    }
  }
  return {
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
}

/**
 * A new purchase on the locked card, decided in this order: the card itself (suspended, expired, owner
 * blocked, locked, not active: the most permanent reason), then the program's policy and the owner's controls
 * (`decideControls`, on the card's velocity in the request's UTC day and month), then the available balance
 * covering `requiredMicro`. The controls and velocity were read by the statement that locked the card; read
 * again here only when that statement waited for the lock while another decision committed (`stale`).
 */
export async function decidePurchase(
  tx: Executor,
  card: EventCard,
  cardState: AuthorizationCard,
  event: AuthorizationRequestEvent,
  requiredMicro: bigint,
  now: Date,
  policy: ProgramPolicy = DEFAULT_PROGRAM_POLICY,
): Promise<PurchaseDecision> {
  const usable = decideAuthorization(cardState, 0n, now)
  if (!usable.approved) return { decision: usable, controls: null }
  const state =
    card.controlsState && !card.controlsState.stale
      ? card.controlsState
      : await readControlsState(tx, card.id, now)
  const row = state.controls
  const controlled = decideControls(
    { ...(event.facts ?? ORDINARY_PURCHASE), amountMicro: event.amountMicro },
    {
      controls: controlsOf(row),
      policy,
      velocity: state.velocity,
      lock: {
        lockedAcceptorId: row?.lockedAcceptorId ?? null,
        singleUseSpent: row?.singleUseAuthorizationId != null,
      },
    },
  )
  if (!controlled.approved) {
    return { decision: { approved: false, reason: controlled.reason, control: controlled }, controls: null }
  }
  return { decision: decideAuthorization(cardState, requiredMicro, now), controls: controlled }
}

/**
 * An incremental authorization of a purchase approved on the locked card: the card itself first (as a new
 * purchase), then the limits (`decideIncrementControls`: the increment adds to the day and month, the purchase's
 * new whole amount meets the per-purchase limit), then the available balance covering `requiredMicro`.
 */
export async function decideIncrement(
  tx: Executor,
  card: EventCard,
  cardState: AuthorizationCard,
  increment: { amountMicro: bigint; totalMicro: bigint },
  requiredMicro: bigint,
  now: Date,
  policy: ProgramPolicy = DEFAULT_PROGRAM_POLICY,
): Promise<AuthorizationDecision> {
  const usable = decideAuthorization(cardState, 0n, now)
  if (!usable.approved) return usable
  const state =
    card.controlsState && !card.controlsState.stale
      ? card.controlsState
      : await readControlsState(tx, card.id, now)
  const declined = decideIncrementControls(increment, {
    controls: controlsOf(state.controls),
    policy,
    velocity: state.velocity,
  })
  if (declined) return { approved: false, reason: declined.reason, control: declined }
  return decideAuthorization(cardState, requiredMicro, now)
}
