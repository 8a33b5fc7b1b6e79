import type { AppConfig, Card } from '../src/types/api'
import type { FakeReply } from './fakeApi'
import { SANDBOX_CONFIG } from './fixtures'

/**
 * What every page of a signed-in, active owner with one card asks before its own routes: the config, the session
 * state, the card list holding `card`, the card itself and the user's state (`installFakeApi` routes, to spread
 * the page's own routes after).
 */
export function ownerOfCard(card: Card, config: AppConfig = SANDBOX_CONFIG): Record<string, FakeReply> {
  return {
    'GET /config': { body: config },
    'GET /state': { body: { active: true } },
    'GET /card': { body: { cards: [card], orders: [], leftCount: 1, cardProducts: [] } },
    [`GET /card/${card.id}`]: { body: card },
    'GET /user/state': { body: { state: 'normal' } },
  }
}

/** The invitation panel of an owner who has invited no one and has no reward to redeem. */
export const NO_INVITATIONS: FakeReply = {
  body: { code: 'ABCD1234', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
}
