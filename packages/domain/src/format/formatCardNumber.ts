import { CARD_NUMBER_GROUP_SIZE } from '../constants/paging'

/** Card number in groups of 4 separated by single spaces: "4111111111111111" -> "4111 1111 1111 1111". */
export function formatCardNumber(number: string): string {
  const compact = number.replace(/\s+/g, '')
  const groups: string[] = []
  for (let i = 0; i < compact.length; i += CARD_NUMBER_GROUP_SIZE) {
    groups.push(compact.slice(i, i + CARD_NUMBER_GROUP_SIZE))
  }
  return groups.join(' ')
}

/**
 * Masked card number showing only the last 4 digits: "4111111111111234" -> "**** **** **** 1234".
 * Also accepts an already masked number. Never exposes more than the last 4 characters.
 */
export function maskCardNumber(number: string): string {
  const compact = number.replace(/\s+/g, '')
  return `**** **** **** ${compact.slice(-CARD_NUMBER_GROUP_SIZE)}`
}
