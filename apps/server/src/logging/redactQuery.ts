/** Query parameters whose values are secrets in a request's URL: the e-mail verification link's token. */
const SECRET_QUERY = /([?&](?:token)=)[^&#]*/gi

/** A request URL (`/api/mail/verify?token=...`) with secret query values replaced by `[redacted]`. */
export function redactQuery(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]')
}
