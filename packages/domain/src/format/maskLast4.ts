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
    .map((word) => {
      // By code point: a letter outside the BMP is one letter, not two halves.
      const letters = Array.from(word)
      return letters.length <= 1 ? word : `${letters[0]}${'*'.repeat(letters.length - 1)}`
    })
    .join(' ')
}
