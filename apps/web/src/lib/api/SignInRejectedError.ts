/** The wallet refused (or failed) to sign the sign-in message; the user has been signed out. */
export class SignInRejectedError extends Error {
  override name = 'SignInRejectedError' as const
  shortMessage = 'The sign-in message was not signed.'
  constructor(options: { cause?: unknown } = {}) {
    super('The sign-in message was not signed.', options)
  }
}
