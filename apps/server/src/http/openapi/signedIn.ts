/**
 * The document's `security` of a signed-in route: the session cookie and X-PAYER together. A route that checks
 * the session inside its own statement (no `app.authenticate`) declares it with this.
 */
export const SIGNED_IN = [{ session: [], payer: [] }]
