import { describe, expect, test } from 'vitest'
import { CARD_STATUSES, type CardStatus } from '../constants/cardStatus'
import { groupCards } from './groupCards'

const card = (id: string, status: CardStatus, expired = false) => ({ id, status, expired })

describe('groupCards', () => {
  test('every status, expired or not, lands in exactly one group', () => {
    const cards = CARD_STATUSES.flatMap((status) => [
      card(`${status}`, status),
      card(`${status}-x`, status, true),
    ])
    const groups = groupCards(cards)
    const ids = (list: { id: string }[]) => list.map((c) => c.id).sort()
    expect(ids(groups.activated)).toEqual(['active', 'locked', 'waiting_to_get'])
    expect(ids(groups.notActivated)).toEqual([
      'application_processing',
      'application_required',
      'new',
      'pending',
    ])
    expect(ids(groups.suspended)).toEqual(['suspended'])
    expect(ids(groups.expired)).toEqual(CARD_STATUSES.map((s) => `${s}-x`).sort())
    const total =
      groups.activated.length + groups.notActivated.length + groups.suspended.length + groups.expired.length
    expect(total).toBe(cards.length)
  })

  test('orders go to not activated; an id in both lists is counted once', () => {
    const orders = [card('o1', 'new'), card('o2', 'application_required'), card('c1', 'pending')]
    const cards = [card('c1', 'active'), card('c2', 'locked', true)]
    const groups = groupCards(cards, orders)
    expect(groups.notActivated.map((c) => c.id)).toEqual(['o1', 'o2'])
    expect(groups.activated.map((c) => c.id)).toEqual(['c1'])
    expect(groups.expired.map((c) => c.id)).toEqual(['c2'])
    expect(groups.suspended).toEqual([])
  })
})
