import { type CardToTokenize, decideTokenization } from './decideTokenization'

/** The wallet provider's view of a request to add a card (Lithic `wallet_decisioning_info`). */
export type WalletDecisioningInfo = {
  /** `recommended_decision`: APPROVE, DECLINE, REQUIRE_ADDITIONAL_AUTHENTICATION (or the networks' colours). */
  recommendedDecision: string | null
  /** `account_score`, `device_score`: 1 to 5 as strings, lower is riskier. */
  accountScore: string | null
  deviceScore: string | null
}

/** The networks' traffic light: green may be approved, yellow needs the person, red is refused. */
export type WalletRecommendation = 'green' | 'yellow' | 'red'

/** A score at or under this is red (Lithic's own decline reasons are ACCOUNT_SCORE_1, DEVICE_SCORE_1). */
const RED_SCORE = 1
/** A score at or under this is never green, whatever the decision says. */
const LOW_SCORE = 2

function scoreOf(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null
  return Number(value)
}

/**
 * The wallet's recommendation as a colour: red for a declining recommendation or a score of 1; green only for
 * an approving one with no low score (2 or less); anything else, an unknown or absent word included, yellow.
 */
export function walletRecommendationOf(info: WalletDecisioningInfo | null): WalletRecommendation {
  if (!info) return 'yellow'
  const scores = [scoreOf(info.accountScore), scoreOf(info.deviceScore)].filter((s) => s !== null)
  const word = info.recommendedDecision?.trim().toUpperCase() ?? ''
  if (['DECLINE', 'DECLINED', 'RED'].includes(word) || scores.some((s) => s <= RED_SCORE)) return 'red'
  if (['APPROVE', 'APPROVED', 'GREEN'].includes(word) && scores.every((s) => s > LOW_SCORE)) return 'green'
  return 'yellow'
}

/** Who the wallet may verify the person with: the enrolled cardholder's phone (E.164) and verified e-mail. */
export type StepUpContact = { phoneE164: string; email: string; emailVerified: boolean }

export type WalletStepUpRequest = {
  card: CardToTokenize
  info: WalletDecisioningInfo | null
  /** The owner asked our app to push the card into this wallet just now (push provisioning), not a typed card. */
  pushFromOurApp: boolean
  /** The card owner's contact (null: none given). */
  contact: StepUpContact | null
}

export type WalletStepUpDecline = 'card_unusable' | 'wallet_red' | 'no_verified_contact'

export type WalletStepUp =
  | { decision: 'APPROVE'; recommendation: WalletRecommendation }
  | { decision: 'AUTHENTICATE'; recommendation: WalletRecommendation; phoneE164: string; email: string }
  | { decision: 'DECLINE'; recommendation: WalletRecommendation; reason: WalletStepUpDecline }

const E164 = /^\+[1-9]\d{6,14}$/

/**
 * How a wallet's request to add a card is answered. A card that may not be used, or the wallet's red
 * recommendation: declined. Approved without the person only when our own app pushed the card into the wallet
 * (the owner signed in and asked) and the wallet says green. Everything else, a card typed into a phone or a
 * yellow recommendation, is verified with the person: the wallet sends a code to the cardholder's phone or
 * verified e-mail, or opens our app. Without both to offer it, declined: stolen card details must not go into a
 * stranger's phone.
 */
export function decideWalletStepUp(request: WalletStepUpRequest): WalletStepUp {
  const recommendation = walletRecommendationOf(request.info)
  if (decideTokenization(request.card) === 'decline') {
    return { decision: 'DECLINE', recommendation, reason: 'card_unusable' }
  }
  if (recommendation === 'red') return { decision: 'DECLINE', recommendation, reason: 'wallet_red' }
  if (recommendation === 'green' && request.pushFromOurApp) return { decision: 'APPROVE', recommendation }
  const contact = request.contact
  if (!contact?.emailVerified || !E164.test(contact.phoneE164)) {
    return { decision: 'DECLINE', recommendation, reason: 'no_verified_contact' }
  }
  return { decision: 'AUTHENTICATE', recommendation, phoneE164: contact.phoneE164, email: contact.email }
}
