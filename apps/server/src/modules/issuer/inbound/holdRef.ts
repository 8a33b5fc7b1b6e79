/** The hold of an authorization in card_holds (migration 0010 uses the same form). */
export function holdRefOf(authorizationId: string): string {
  return `auth:${authorizationId}`
}
