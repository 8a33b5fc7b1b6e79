/**
 * The hold that keeps an issuer exception's money on its card (card_holds.ref) until an operator books it:
 * placed by the inbound handler that raised the exception, released by the exception's resolution.
 */
export function unbookedHoldRef(exceptionId: number): string {
  return `unbooked:${exceptionId}`
}
