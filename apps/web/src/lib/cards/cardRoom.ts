import { type CardRoom, getCardRoom, parseUsd } from '@chaincard/domain'
import type { Card } from '../../types/api'

/**
 * How much a card can still take and whether it is full, by the domain's one rule (`getCardRoom`: held money
 * and pending credits count), from the card's answer: what the server checks is what the screens say.
 */
export function cardRoom(card: Pick<Card, 'balanceUpper' | 'balance' | 'held' | 'pendingTopup'>): CardRoom {
  return getCardRoom({
    balanceUpper: card.balanceUpper === null ? null : parseUsd(card.balanceUpper),
    available: parseUsd(card.balance),
    held: card.held === undefined ? 0n : parseUsd(card.held),
    pendingTopup: parseUsd(card.pendingTopup),
  })
}
