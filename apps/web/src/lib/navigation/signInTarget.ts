/**
 * Where a signed-out visit to a login-required page is kept until sign-in (this tab only). Kept as the router
 * had it; takeSignInTarget checks it is a path of this app before anything navigates there. Small on purpose:
 * it is on the home page's first load.
 */
export const SIGN_IN_TARGET_KEY = 'chaincard.signInTarget'

/**
 * Keeps `target` (a login-required page asked for while signed out) for after sign-in; without one, forgets
 * it (signing out: whoever signs in next at this browser is not taken there).
 */
export function keepSignInTarget(target?: string): void {
  try {
    if (target) sessionStorage.setItem(SIGN_IN_TARGET_KEY, target)
    else sessionStorage.removeItem(SIGN_IN_TARGET_KEY)
  } catch {
    // Storage refused or full: sign-in then lands where it always did.
  }
}
