/** Luhn (mod 10) check digit for a string of decimal digits (the payload without its check digit). */
export function luhnCheckDigit(payload: string): string {
  if (!/^\d+$/.test(payload)) throw new RangeError('luhn payload must be decimal digits')
  let sum = 0
  // Walk from the right: the digit next to the (future) check digit is doubled.
  for (let i = payload.length - 1, double = true; i >= 0; i--, double = !double) {
    let digit = payload.charCodeAt(i) - 48
    if (double) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return String((10 - (sum % 10)) % 10)
}

/** True when `pan` is all digits and its last digit is the Luhn check digit of the rest. */
export function isLuhnValid(pan: string): boolean {
  if (!/^\d{2,}$/.test(pan)) return false
  return luhnCheckDigit(pan.slice(0, -1)) === pan.slice(-1)
}
