import { parseUsd } from '../../money/usd'
import type { CardControls } from '../../schemas/controls'
import { categoryOfMcc, type MerchantCategory } from './merchantCategories'
import type { ProgramPolicy } from './programPolicy'

/** Where the card was used: at a merchant's terminal, remotely (online, phone, mail), or at an ATM. */
export type AuthorizationChannel = 'card_present' | 'card_not_present' | 'atm'

/** Address verification of a card-not-present purchase: both street and postal code matched, one, none, or not checked. */
export type AvsResult = 'match' | 'partial' | 'mismatch' | 'not_checked'

/** The facts of a debit authorization the controls decide on (a credit is never declined by a control). */
export type ControlledAuthorization = {
  /** The USD asked, in micro-USD (0 for an account verification). */
  amountMicro: bigint
  /** The part of it taken as cash (an ATM, or cash back at a till); 0 for none. */
  cashMicro: bigint
  /** ISO 18245 merchant category code, four digits. */
  mcc: string
  channel: AuthorizationChannel
  /** The merchant's country, ISO 3166-1 alpha-3; null when the network did not say. */
  country: string | null
  /** The acquirer's id of the merchant (card acceptor id); null when the network did not say. */
  acceptorId: string | null
  avs: AvsResult
}

/**
 * What the card's approved debit authorizations add up to in the UTC day and UTC month of this request
 * (`velocityWindowOf`), not counting this request. An authorization approved and later voided or expired no
 * longer counts; one approved by us and declined for another reason never did.
 */
export type CardVelocity = { dayAmountMicro: bigint; dayCount: number; monthAmountMicro: bigint }

/** Where a card's merchant lock stands: the acceptor a `first_merchant` card is locked to, and whether a `single_use` card was used. */
export type MerchantLockState = { lockedAcceptorId: string | null; singleUseSpent: boolean }

export type ControlsState = {
  controls: Pick<CardControls, 'limits' | 'blockedCategories' | 'channels' | 'countries' | 'merchantLock'>
  policy: ProgramPolicy
  velocity: CardVelocity
  lock: MerchantLockState
}

export type ProgramRule = 'blocked_mcc' | 'cash' | 'avs' | 'daily_count' | 'daily_amount' | 'monthly_amount'
export type ChannelControl = 'online' | 'inStore' | 'atm'

export type ControlsDecline = { approved: false } & (
  | { reason: 'program_policy'; rule: 'blocked_mcc'; mcc: string }
  | { reason: 'program_policy'; rule: 'cash' }
  | { reason: 'program_policy'; rule: 'avs'; avs: AvsResult }
  | { reason: 'program_policy'; rule: 'daily_count'; limit: number }
  | { reason: 'program_policy'; rule: 'daily_amount' | 'monthly_amount'; limitMicro: bigint }
  | { reason: 'single_use_spent' }
  | { reason: 'merchant_locked'; lockedAcceptorId: string | null }
  | { reason: 'channel_off'; control: ChannelControl }
  | { reason: 'category_blocked'; category: MerchantCategory }
  | { reason: 'country_blocked'; country: string | null }
  | { reason: 'over_purchase_limit' | 'over_daily_limit' | 'over_monthly_limit'; limitMicro: bigint }
)

/**
 * An approval by the controls, and what the caller records once the whole authorization is approved (the
 * balance too): the acceptor a `first_merchant` card becomes locked to, and that a `single_use` card is spent.
 * A single-use card counts as spent from its first approved purchase, not from its clearing, so a second
 * purchase before the first clears is declined; the caller closes the card once that purchase clears.
 */
export type ControlsApproval = { approved: true; lockToAcceptorId: string | null; spendsSingleUse: boolean }

export type ControlsDecision = ControlsApproval | ControlsDecline

const CHANNEL_CONTROL: Record<AuthorizationChannel, ChannelControl> = {
  card_present: 'inStore',
  card_not_present: 'online',
  atm: 'atm',
}

function programDecline(r: ControlledAuthorization, s: ControlsState): ControlsDecline | null {
  const { policy, velocity } = s
  if (policy.blockedMccs.includes(r.mcc)) {
    return { approved: false, reason: 'program_policy', rule: 'blocked_mcc', mcc: r.mcc }
  }
  if (!policy.cashAllowed && (r.cashMicro > 0n || r.channel === 'atm')) {
    return { approved: false, reason: 'program_policy', rule: 'cash' }
  }
  if (
    r.channel === 'card_not_present' &&
    (r.avs === 'mismatch' ? policy.avs !== 'off' : r.avs === 'partial' && policy.avs === 'decline_partial')
  ) {
    return { approved: false, reason: 'program_policy', rule: 'avs', avs: r.avs }
  }
  if (velocity.dayCount + 1 > policy.dailyCount) {
    return { approved: false, reason: 'program_policy', rule: 'daily_count', limit: policy.dailyCount }
  }
  if (velocity.dayAmountMicro + r.amountMicro > policy.dailyAmountMicro) {
    return {
      approved: false,
      reason: 'program_policy',
      rule: 'daily_amount',
      limitMicro: policy.dailyAmountMicro,
    }
  }
  if (velocity.monthAmountMicro + r.amountMicro > policy.monthlyAmountMicro) {
    return {
      approved: false,
      reason: 'program_policy',
      rule: 'monthly_amount',
      limitMicro: policy.monthlyAmountMicro,
    }
  }
  return null
}

function ownerDecline(r: ControlledAuthorization, s: ControlsState): ControlsDecline | null {
  const { controls, velocity, lock } = s
  if (controls.merchantLock === 'single_use' && lock.singleUseSpent) {
    return { approved: false, reason: 'single_use_spent' }
  }
  if (
    controls.merchantLock === 'first_merchant' &&
    (r.acceptorId === null || (lock.lockedAcceptorId !== null && r.acceptorId !== lock.lockedAcceptorId))
  ) {
    return { approved: false, reason: 'merchant_locked', lockedAcceptorId: lock.lockedAcceptorId }
  }
  const control = CHANNEL_CONTROL[r.channel]
  if (!controls.channels[control]) return { approved: false, reason: 'channel_off', control }
  const category = categoryOfMcc(r.mcc)
  if (category !== null && controls.blockedCategories.includes(category)) {
    return { approved: false, reason: 'category_blocked', category }
  }
  const countries: readonly string[] | null = controls.countries
  if (countries !== null && (r.country === null || !countries.includes(r.country))) {
    return { approved: false, reason: 'country_blocked', country: r.country }
  }
  const { perPurchase, daily, monthly } = controls.limits
  if (perPurchase !== null && r.amountMicro > parseUsd(perPurchase)) {
    return { approved: false, reason: 'over_purchase_limit', limitMicro: parseUsd(perPurchase) }
  }
  if (daily !== null && velocity.dayAmountMicro + r.amountMicro > parseUsd(daily)) {
    return { approved: false, reason: 'over_daily_limit', limitMicro: parseUsd(daily) }
  }
  if (monthly !== null && velocity.monthAmountMicro + r.amountMicro > parseUsd(monthly)) {
    return { approved: false, reason: 'over_monthly_limit', limitMicro: parseUsd(monthly) }
  }
  return null
}

/**
 * Decides an authorization on the program's policy and then the owner's controls, each in a fixed order, and
 * names the first rule it breaks. The program comes first because the owner cannot change it: a casino is
 * declined as the program's rule even on a card whose owner also blocked gambling. Within each, what the
 * purchase is (merchant, channel, category, country) comes before how much, so a decline names what would
 * still decline it at any amount. A limit holds at exactly its amount: equal approves, a micro-dollar over
 * declines.
 *
 * A request without an acceptor id cannot be checked against a merchant lock, and one without a country
 * against a country list, so both are declined where those controls are on.
 */
export function decideControls(request: ControlledAuthorization, state: ControlsState): ControlsDecision {
  const declined = programDecline(request, state) ?? ownerDecline(request, state)
  if (declined !== null) return declined
  const { merchantLock } = state.controls
  return {
    approved: true,
    lockToAcceptorId:
      merchantLock === 'first_merchant' && state.lock.lockedAcceptorId === null ? request.acceptorId : null,
    // A zero-amount account verification, which merchants send before the first charge, leaves the card unspent.
    spendsSingleUse: merchantLock === 'single_use' && request.amountMicro > 0n,
  }
}
