/** `**** **** **** 1234` from the last four digits; an order without a card shows `**** **** **** ****`. */
export function maskLast4(last4: string | null | undefined): string {
  return `**** **** **** ${last4 && /^\d{4}$/.test(last4) ? last4 : '****'}`
}

/** `J*** D**`: first letter of each word, the rest starred (SPEC: the name may be masked with *). */
export function maskName(name: string | null | undefined): string {
  if (!name) return ''
  return name
    .trim()
    .split(/\s+/)
    .map((word) => (word.length <= 1 ? word : `${word[0]}${'*'.repeat(word.length - 1)}`))
    .join(' ')
}
